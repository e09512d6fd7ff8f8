import MVVM
import PresentationTesting
import ScreenData
import Services
import Signals
import Testing

/// The three view models behind a table of reusable cells: what a cell of a row shows, and that
/// one user's change reaches that row's cell alone. Written once, run for each view model.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UserListCellTests {
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case signals, state, observation
    var testDescription: String { rawValue }
  }

  /// One view model of `kind`, loaded, seen through its cells.
  @MainActor
  final class Screen {
    let service = ControllableUserService()
    let kind: Kind
    private(set) var plain: UserListViewModel?
    private(set) var state: UserListStateViewModel?
    private(set) var observation: UserListObservationViewModel?

    init(_ kind: Kind) {
      self.kind = kind
      switch kind {
      case .signals: plain = UserListViewModel(service: service)
      case .state: state = UserListStateViewModel(service: service)
      case .observation: observation = UserListObservationViewModel(service: service)
      }
    }

    /// Appears (for the first request) and answers request `request` with `users`.
    func load(_ users: [User], request: Int = 0) async throws {
      if request == 0 {
        plain?.viewDidAppear()
        state?.viewDidAppear()
        observation?.viewDidAppear()
      }
      try await service.waitForRequests(count: request + 1)
      service.resolve(request, with: users)
      try await until { [self] in rowCount == users.count && !isLoading }
    }

    var isLoading: Bool {
      plain?.isLoading.value ?? state?.state.value.isLoading ?? observation?.isLoading ?? false
    }

    var rowCount: Int {
      plain?.rowCount.value ?? state?.state.value.rows.count ?? observation?.rowCount ?? 0
    }

    /// What the cell of `row` shows now.
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

    /// Starts watching the cell of each of `rows` and the table's row count; returns what
    /// changed since, by row (`-1` for the row count).
    func watch(_ rows: [Int]) -> () -> Set<Int> {
      var changed = Set<Int>()
      var subscriptions: [Subscription] = []
      if let plain {
        subscriptions.append(plain.rowCount.changes.observe { _ in changed.insert(-1) })
        for row in rows {
          let cell = plain.cellViewModel(at: row)
          subscriptions.append(cell.name.changes.observe { _ in changed.insert(row) })
          subscriptions.append(cell.age.changes.observe { _ in changed.insert(row) })
        }
        return {
          _ = subscriptions
          return changed
        }
      }
      if let state {
        let before = state.state.value.rows
        return {
          let after = state.state.value.rows
          var changed = Set(rows.filter { before[$0] != after[$0] })
          if before.count != after.count { changed.insert(-1) }
          return changed
        }
      }
      let observation = observation!
      let count = ChangeProbe { observation.rowCount }
      let probes = rows.map { row in
        (row, ChangeProbe { [model = observation.cellModel(at: row)] in (model.name, model.age) })
      }
      return { Set(probes.filter { $0.1.changed }.map(\.0) + (count.changed ? [-1] : [])) }
    }

    func userDidChange(_ user: User) {
      plain?.userDidChange(user)
      state?.userDidChange(user)
      observation?.userDidChange(user)
    }

    func refresh() {
      plain?.refreshWasRequested()
      state?.refreshWasRequested()
      observation?.refreshWasRequested()
    }
  }

  static var olderMila: User {
    var mila = SampleData.seedUsers[1]
    mila.age += 1
    return mila
  }

  @Test(arguments: Kind.allCases)
  func eachRowsCellShowsThatUsersNameAndAge(kind: Kind) async throws {
    let screen = Screen(kind)
    try await screen.load(SampleData.seedUsers)

    #expect(screen.rowCount == 3)
    #expect(
      (0..<3).map(screen.cell) == [
        "Iyad Agha · 36 years", "Mila Haward · 24 years", "Mark Astun · 39 years",
      ])
  }

  @Test(arguments: Kind.allCases)
  func aChangedUserChangesTheirRowsCellAndNothingElse(kind: Kind) async throws {
    let screen = Screen(kind)
    try await screen.load(SampleData.seedUsers)
    let changes = screen.watch([0, 1, 2])

    screen.userDidChange(Self.olderMila)

    #expect(changes() == [1])
    #expect(screen.cell(1) == "Mila Haward · 25 years")
  }

  @Test(arguments: Kind.allCases)
  func aChangedUserOnNoRowChangesNothing(kind: Kind) async throws {
    let screen = Screen(kind)
    try await screen.load(SampleData.seedUsers)
    let changes = screen.watch([0, 1, 2])

    screen.userDidChange(
      User(firstName: "Ada", lastName: "Lovelace", email: "ada@test.com", age: 36))

    #expect(changes().isEmpty)
  }

  @Test(arguments: Kind.allCases)
  func aReloadShowsTheNewUsersInTheCellsOfTheRowsThatRemain(kind: Kind) async throws {
    let screen = Screen(kind)
    try await screen.load(SampleData.seedUsers)
    let firstCell = screen.cell(0)

    screen.refresh()
    try await screen.load([Self.olderMila], request: 1)

    #expect(firstCell == "Iyad Agha · 36 years")
    #expect(screen.rowCount == 1)
    #expect(screen.cell(0) == "Mila Haward · 25 years")
  }

  @Test func aCellViewModelIsTheSameObjectForItsRowUntilTheRowIsGone() async throws {
    let screen = Screen(.signals)
    try await screen.load(SampleData.seedUsers)
    let viewModel = try #require(screen.plain)
    let cell = viewModel.cellViewModel(at: 2)
    #expect(viewModel.cellViewModel(at: 2) === cell)

    viewModel.refreshWasRequested()
    try await screen.load([Self.olderMila], request: 1)

    #expect(viewModel.cellViewModel(at: 0) !== cell)
  }

  @Test func aCellViewModelIsReleasedWithItsListAndItsBindingsWithIt() async throws {
    let screen = Screen(.signals)
    try await screen.load(SampleData.seedUsers)
    weak let weakCell = screen.plain?.cellViewModel(at: 0)
    let binding = screen.plain?.cellViewModel(at: 0).name.observe { _ in }

    screen.refresh()
    try await screen.load([], request: 1)  // row 0 is gone
    binding?.cancel()

    #expect(weakCell == nil)
  }

  @Test func aCellModelIsReleasedOnceItsRowIsGone() async throws {
    let screen = Screen(.observation)
    try await screen.load(SampleData.seedUsers)
    weak let weakCell = screen.observation?.cellModel(at: 0)
    #expect(weakCell != nil)

    screen.refresh()
    try await screen.load([], request: 1)

    #expect(weakCell == nil)
  }

  @Test(arguments: Kind.allCases)
  func cellsAreReleasedWithTheirListViewModel(kind: Kind) async throws {
    var screen: Screen? = Screen(kind)
    try await screen!.load(SampleData.seedUsers)
    weak let weakPlainCell = screen!.plain?.cellViewModel(at: 1)
    weak let weakObservedCell = screen!.observation?.cellModel(at: 1)
    weak let weakScreen = screen

    screen = nil

    #expect(weakScreen == nil)
    #expect(weakPlainCell == nil)
    #expect(weakObservedCell == nil)
  }
}
