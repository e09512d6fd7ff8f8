public import Observation
public import ScreenData
public import Services

/// The presentation logic of the dog list on Apple's Observation: loads the dogs once, filters
/// them by breed locally and formats them into rows, all as observable stored properties.
///
/// A view reads the properties it shows inside `withObservationTracking` and renders again
/// when told they changed, and forwards what the user did to the input methods:
///
/// ```swift
/// let viewModel = DogListObservationViewModel(service: InMemoryDogService())
/// func render() {
///   withObservationTracking {
///     filterButton.title = viewModel.selectedFilterTitle
///     spinner.isAnimating = viewModel.isLoading
///     table.rows = viewModel.rows
///     // … isEmptyViewVisible, errorMessage likewise …
///   } onChange: {
///     Task { @MainActor in render() }  // fires once: render registers again
///   }
/// }
/// render()
/// viewModel.viewDidAppear()
/// viewModel.breedFilterDidChange(.breed(.labrador))  // filters locally, never reloads
/// ```
///
/// A table of reusable cells reads ``rowCount`` instead of ``rows`` and has each cell it shows
/// track that row's ``cellModel(at:)``; see "Cells" in the ``MVVM`` overview.
///
/// Closing the screen cancels the load in flight; see "Closing cancels" in the ``MVVM`` overview.
@Observable
@MainActor
public final class DogListObservationViewModel {
  // No assignment below is guarded by `!=`; see "Apple's Observation" in MVVM.docc.

  /// Whether a load is running; drives the spinner (shown while `true`).
  public private(set) var isLoading = false

  /// The loaded dogs that pass the selected filter, in service order; empty before the dogs
  /// are loaded and after a failure; drives the table's rows.
  public private(set) var rows: [DogViewData] = []

  /// Whether the dogs are loaded and none passes the filter; drives the empty view (shown
  /// while `true`).
  public private(set) var isEmptyViewVisible = false

  /// The error text, such as "Could not load dogs: The request timed out.", or `nil`; drives
  /// the error label (shown with this text, hidden while `nil`).
  public private(set) var errorMessage: String?

  /// The filter the user chose, `BreedFilter.all` at first.
  public private(set) var selectedFilter = BreedFilter.all

  /// The number of rows: of the dogs that pass the filter, 0 before the dogs are loaded and
  /// after a failure; drives a table's number of rows.
  public private(set) var rowCount = 0

  /// The title of the selected filter, "All" at first; drives the filter button's title.
  public var selectedFilterTitle: String { selectedFilter.title }

  @ObservationIgnored private let service: any DogService
  /// The dogs of the last successful load; `nil` before it and after a failure. With the
  /// filter, they are the two inputs every row is derived from, so a filter chosen before the
  /// dogs arrive applies when they do.
  @ObservationIgnored private var dogs: [Dog]?
  /// The dogs on the rows shown, in row order.
  @ObservationIgnored private var shownDogs: [Dog] = []
  /// The cell models handed out so far, by row; a new filter or load shows its dogs in the ones
  /// whose row is still there.
  @ObservationIgnored private var cellModels: [Int: DogCellModel] = [:]
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  /// Creates the view model of a dog list that loads from `service`.
  public init(service: any DogService) {
    self.service = service
  }

  deinit {
    // Nonisolated; see "Isolation" in MVVM.docc.
    loadTask?.cancel()
  }

  /// Call when the screen appears: loads the dogs.
  public func viewDidAppear() {
    load()
  }

  /// Call when the user retries after an error: loads the dogs again.
  public func retryButtonWasPressed() {
    load()
  }

  /// Call when the user picks a breed filter: shows its title and filters the loaded dogs,
  /// without reloading them.
  public func breedFilterDidChange(_ filter: BreedFilter) {
    selectedFilter = filter
    // Before the dogs arrive (or after a failure) there is nothing to filter: the rows and
    // the empty view stay as they are.
    if let dogs {
      showRows(for: dogs)
    }
  }

  /// The model of the cell that shows the row at `index`, made at its first request and the
  /// same object afterwards, for as long as the row exists.
  ///
  /// - Precondition: `index` is a row: from 0 to ``rowCount`` − 1.
  public func cellModel(at index: Int) -> DogCellModel {
    if let cellModel = cellModels[index] { return cellModel }
    guard shownDogs.indices.contains(index) else {
      preconditionFailure("DogListObservationViewModel.cellModel(at: \(index)): no such row")
    }
    let cellModel = DogCellModel(dog: shownDogs[index])
    cellModels[index] = cellModel
    return cellModel
  }

  private func load() {
    loadTask?.cancel()
    isLoading = true
    errorMessage = nil
    loadTask = Task { [weak self, service] in
      do {
        let dogs = try await service.dogs()
        guard !Task.isCancelled else { return }
        self?.show(dogs)
      } catch {
        guard !Task.isCancelled else { return }
        self?.showFailure(error)
      }
    }
  }

  private func show(_ dogs: [Dog]) {
    self.dogs = dogs
    isLoading = false
    showRows(for: dogs)
  }

  private func showFailure(_ error: any Error) {
    dogs = nil
    isLoading = false
    rows = []
    isEmptyViewVisible = false
    errorMessage = DogListText.loadFailure(error)
    showInCells([])
  }

  /// Sets the rows and the empty view to the dogs that pass the filter.
  private func showRows(for dogs: [Dog]) {
    let shown = selectedFilter.apply(to: dogs)
    rows = shown.map(DogViewData.init(formatting:))
    isEmptyViewVisible = shown.isEmpty
    showInCells(shown)
  }

  /// Shows `dogs` in the cell models of the rows that remain, drops the others, then sets the
  /// number of rows.
  private func showInCells(_ dogs: [Dog]) {
    shownDogs = dogs
    for (index, cellModel) in cellModels {
      if dogs.indices.contains(index) {
        cellModel.show(dogs[index])
      } else {
        cellModels[index] = nil
      }
    }
    rowCount = dogs.count
  }
}
