public import ScreenData
public import Services
public import Signals

/// The presentation logic of the dog list, publishing the whole screen as one
/// ``DogListState``: loads the dogs once, filters them by breed locally and formats them into
/// rows.
///
/// The view observes ``state`` once, renders what changed and forwards what the user did:
///
/// ```swift
/// let viewModel = DogListStateViewModel(service: InMemoryDogService())
/// let subscription = viewModel.state.observe { state in
///   filterButton.title = state.selectedFilterTitle
///   spinner.isAnimating = state.isLoading
///   if state.rows != table.rows { table.rows = state.rows }
///   // … empty view and error label likewise …
/// }
/// viewModel.viewDidAppear()
/// viewModel.breedFilterDidChange(.breed(.labrador))  // filters locally, never reloads
/// ```
///
/// Closing the screen cancels the load in flight; see "One state per screen" and "Closing
/// cancels" in the ``MVVM`` overview.
@MainActor
public final class DogListStateViewModel {
  /// The whole screen: filter title, spinner, rows, empty view and error; notified once per
  /// action or result that changes it.
  public var state: Observable<DogListState> { _state }

  private let service: any DogService
  private let _state = MutableObservable(DogListState())
  /// The dogs of the last successful load; `nil` before it and after a failure. With the
  /// filter, they are the two inputs every row is derived from, so a filter chosen before the
  /// dogs arrive applies when they do.
  private var dogs: [Dog]?
  private var filter = BreedFilter.all
  private var loadTask: Task<Void, Never>?

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
    self.filter = filter
    change { state in
      state.selectedFilterTitle = filter.title
      // Before the dogs arrive (or after a failure) there is nothing to filter: the rows and
      // the empty view stay as they are.
      if let dogs {
        showRows(for: dogs, in: &state)
      }
    }
  }

  private func load() {
    loadTask?.cancel()
    change { state in
      state.isLoading = true
      state.errorMessage = nil
    }
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
    change { state in
      state.isLoading = false
      showRows(for: dogs, in: &state)
    }
  }

  private func showFailure(_ error: any Error) {
    dogs = nil
    change { state in
      state.isLoading = false
      state.isEmptyViewVisible = false
      state.errorMessage = DogListText.loadFailure(error)
      state.replaceRows(with: [])
    }
  }

  /// Sets the rows and the empty view to the dogs that pass the filter.
  private func showRows(for dogs: [Dog], in state: inout DogListState) {
    let shown = filter.apply(to: dogs)
    state.isEmptyViewVisible = shown.isEmpty
    state.replaceRows(with: shown.map(DogViewData.init(formatting:)))
  }

  /// Publishes `body` applied to the state last set, even while an earlier one is being
  /// delivered, unless nothing changed (MVVM.docc).
  private func change(_ body: (inout DogListState) -> Void) {
    _state.modifyUnlessEqual(body)
  }
}
