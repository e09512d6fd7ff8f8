import MVVM
import PresentationTesting
import ScreenData
import Services
import Signals
import Testing

/// The three dog list view models behind a table of reusable cells: what a cell of a row
/// shows, before and after a filter. Written once, run for each view model.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct DogListCellTests {
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case signals, state, observation
    var testDescription: String { rawValue }
  }

  /// One view model of `kind`, seen through its cells.
  @MainActor
  final class Screen {
    let service = ControllableDogService()
    private(set) var plain: DogListViewModel?
    private(set) var state: DogListStateViewModel?
    private(set) var observation: DogListObservationViewModel?
    /// A view's binding of the Signals view model's empty view, as a table screen has.
    private var binding: Subscription?

    init(_ kind: Kind) {
      switch kind {
      case .signals:
        plain = DogListViewModel(service: service)
        binding = plain?.isEmptyViewVisible.observe { _ in }
      case .state: state = DogListStateViewModel(service: service)
      case .observation: observation = DogListObservationViewModel(service: service)
      }
    }

    func load(_ dogs: [Dog]) async throws {
      plain?.viewDidAppear()
      state?.viewDidAppear()
      observation?.viewDidAppear()
      try await service.waitForRequests(count: 1)
      service.resolve(0, with: dogs)
      try await until { [self] in rowCount == dogs.count }
    }

    var rowCount: Int {
      plain?.rowCount.value ?? state?.state.value.rows.count ?? observation?.rowCount ?? 0
    }

    func cell(_ row: Int) -> String {
      if let plain {
        let cell = plain.cellViewModel(at: row)
        return "\(cell.name.value) · \(cell.age.value)"
      }
      if let state {
        let value = state.state.value.rows[row]
        return "\(value.name) · \(value.age)"
      }
      let cell = observation!.cellModel(at: row)
      return "\(cell.name) · \(cell.age)"
    }

    func choose(_ filter: BreedFilter) {
      plain?.breedFilterDidChange(filter)
      state?.breedFilterDidChange(filter)
      observation?.breedFilterDidChange(filter)
    }
  }

  @Test(arguments: Kind.allCases)
  func eachRowsCellShowsThatDog(kind: Kind) async throws {
    let screen = Screen(kind)
    try await screen.load(SampleData.seedDogs)

    #expect(screen.rowCount == 3)
    #expect(
      (0..<3).map(screen.cell) == [
        "Alfred Labrador · 1", "Vinny Doberman · 5", "Lucky Labrador · 3",
      ])
  }

  @Test(arguments: Kind.allCases)
  func aFilterShowsItsDogsInTheCellsOfTheRowsThatRemain(kind: Kind) async throws {
    let screen = Screen(kind)
    try await screen.load(SampleData.seedDogs)
    _ = (0..<3).map(screen.cell)  // the cells on screen

    screen.choose(.breed(.labrador))

    #expect(screen.rowCount == 2)
    #expect((0..<2).map(screen.cell) == ["Alfred Labrador · 1", "Lucky Labrador · 3"])
  }

  @Test func aCellViewModelChangesWithItsRowAndIsTheSameObject() async throws {
    let screen = Screen(.signals)
    try await screen.load(SampleData.seedDogs)
    let viewModel = try #require(screen.plain)
    let cell = viewModel.cellViewModel(at: 1)
    var shown: [String] = []
    let binding = cell.name.observe { shown.append($0) }

    viewModel.breedFilterDidChange(.breed(.labrador))

    #expect(viewModel.cellViewModel(at: 1) === cell)
    #expect(shown == ["Vinny Doberman", "Lucky Labrador"])
    binding.cancel()
  }

  @Test func aCellModelIsReleasedOnceItsRowIsGone() async throws {
    let screen = Screen(.observation)
    try await screen.load(SampleData.seedDogs)
    weak let weakCell = screen.observation?.cellModel(at: 2)
    #expect(weakCell != nil)

    screen.choose(.breed(.labrador))

    #expect(weakCell == nil)
  }

  @Test(arguments: Kind.allCases)
  func cellsAreReleasedWithTheirListViewModel(kind: Kind) async throws {
    var screen: Screen? = Screen(kind)
    try await screen!.load(SampleData.seedDogs)
    weak let weakPlainCell = screen!.plain?.cellViewModel(at: 1)
    weak let weakObservedCell = screen!.observation?.cellModel(at: 1)
    weak let weakScreen = screen

    screen = nil

    #expect(weakScreen == nil)
    #expect(weakPlainCell == nil)
    #expect(weakObservedCell == nil)
  }
}
