public import ScreenData
public import Services
public import Signals

/// The presentation logic of the dog list: loads the dogs once, filters them by breed locally
/// and formats them into rows.
///
/// The view binds every output to a widget and forwards what the user did:
///
/// ```swift
/// let viewModel = DogListViewModel(service: InMemoryDogService())
/// var subscriptions = Set<Subscription>()
/// viewModel.rows.observe { table.rows = $0 }.store(in: &subscriptions)
/// viewModel.selectedFilterTitle.observe { filterButton.title = $0 }.store(in: &subscriptions)
/// // … isLoading, isEmptyViewVisible, errorMessage likewise …
/// viewModel.viewDidAppear()
/// viewModel.breedFilterDidChange(.breed(.labrador))  // filters locally, never reloads
/// ```
///
/// A table of reusable cells binds ``rowCount`` instead of ``rows`` and binds each cell it shows
/// to that row's ``cellViewModel(at:)``; see "Cells" in the ``MVVM`` overview.
///
/// Closing the screen cancels the load in flight; see "Closing cancels" in the ``MVVM`` overview.
@MainActor
public final class DogListViewModel {
  /// Whether a load is running; drives the spinner (shown while `true`).
  public var isLoading: Observable<Bool> { _isLoading }

  /// The loaded dogs that pass the selected filter, in service order; empty before the dogs
  /// are loaded and after a failure; drives the table's rows.
  public let rows: Observable<[DogViewData]>

  /// Whether the dogs are loaded and none passes the filter; drives the empty view (shown
  /// while `true`).
  public let isEmptyViewVisible: Observable<Bool>

  /// The error text, such as "Could not load dogs: The request timed out.", or `nil`; drives
  /// the error label (shown with this text, hidden while `nil`).
  public var errorMessage: Observable<String?> { _errorMessage }

  /// The title of the selected filter, "All" at first; drives the filter button's title.
  public let selectedFilterTitle: Observable<String>

  /// The number of rows, notified after every load and every filter applied to loaded dogs
  /// (even an unchanged number); drives a table's number of rows (`reloadData()`).
  public var rowCount: Observable<Int> { _rowCount }

  private let service: any DogService
  private let _isLoading = MutableObservable(false)
  private let _errorMessage = MutableObservable<String?>(nil)
  /// The dogs of the last successful load; `nil` before it and after a failure. With the
  /// filter, they are the two inputs every row is derived from, so a filter chosen before the
  /// dogs arrive applies when they do.
  private let dogs = MutableObservable<[Dog]?>(nil)
  private let filter = MutableObservable(BreedFilter.all)
  /// The loaded dogs that pass the filter; `nil` before the dogs are loaded and after a failure.
  private let visibleDogs: Observable<[Dog]?>
  private let _rowCount = MutableObservable(0)
  /// The cell view models handed out so far, by row; a new filter or load shows its dogs in
  /// the ones whose row is still there.
  private var cellViewModels: [Int: DogCellViewModel] = [:]
  private var loadTask: Task<Void, Never>?

  /// Creates the view model of a dog list that loads from `service`.
  public init(service: any DogService) {
    self.service = service
    // Everything shown is derived from the two inputs, the loaded dogs and the filter.
    let visibleDogs = dogs.combineLatest(filter) { dogs, filter in dogs.map(filter.apply(to:)) }
    self.visibleDogs = visibleDogs
    rows = visibleDogs.map { dogs in dogs?.map(DogViewData.init(formatting:)) ?? [] }
    isEmptyViewVisible = visibleDogs.map { dogs in dogs?.isEmpty == true }
    // NB: a closure, not `\.title`: a key path is read at run time, on every change.
    selectedFilterTitle = filter.map { filter in filter.title }
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
    self.filter.value = filter
    // Before the dogs arrive (or after a failure) the rows stay as they are.
    if dogs.value != nil { showInCells() }
  }

  /// The view model of the cell that shows the row at `index`, made at its first request and
  /// the same object afterwards, for as long as the row exists.
  ///
  /// - Precondition: `index` is a row: from 0 to the latest ``rowCount`` − 1.
  public func cellViewModel(at index: Int) -> DogCellViewModel {
    if let cellViewModel = cellViewModels[index] { return cellViewModel }
    guard let dogs = visibleDogs.value, dogs.indices.contains(index) else {
      preconditionFailure("DogListViewModel.cellViewModel(at: \(index)): no such row")
    }
    let cellViewModel = DogCellViewModel(dog: dogs[index])
    cellViewModels[index] = cellViewModel
    return cellViewModel
  }

  private func load() {
    loadTask?.cancel()
    _isLoading.value = true
    _errorMessage.value = nil
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
    _isLoading.value = false
    self.dogs.value = dogs
    showInCells()
  }

  private func showFailure(_ error: any Error) {
    _isLoading.value = false
    dogs.value = nil
    showInCells()
    _errorMessage.value = DogListText.loadFailure(error)
  }

  /// Shows the visible dogs in the cell view models of the rows that remain, drops the others,
  /// then publishes the number of rows.
  ///
  /// - Complexity: O(*n*) when no view observes a derived output (the visible dogs are then
  ///   computed on each read), O(cells handed out) otherwise.
  private func showInCells() {
    let shown = visibleDogs.value ?? []
    for (index, cellViewModel) in cellViewModels {
      if shown.indices.contains(index) {
        cellViewModel.show(shown[index])
      } else {
        cellViewModels[index] = nil
      }
    }
    _rowCount.value = shown.count
  }
}
