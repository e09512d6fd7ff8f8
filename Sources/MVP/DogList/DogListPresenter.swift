public import ScreenData
public import Services

/// The presentation logic of the DogList screen: loads the dogs once, filters them by breed,
/// formats them as rows and tells a passive ``DogListView`` what to show.
///
/// ```swift
/// let presenter = DogListPresenter(service: InMemoryDogService())
/// presenter.attachView(dogsViewController)  // display(selectedFilter: "All")
/// presenter.viewDidAppear()  // startLoading(); later finishLoading(), display(rows:)
/// presenter.breedFilterDidChange(.breed(.labrador))  // Alfred Labrador, Lucky Labrador
/// ```
///
/// What the view receives for each event:
/// - ``attachView(_:)``: `display(selectedFilter:)` with the current filter's title ("All" at
///   first), because the view cannot know it.
/// - ``viewDidAppear()`` and ``retryButtonWasPressed()``: `startLoading()` at once; when the dogs
///   arrive `finishLoading()`, then `display(rows:)` with the dogs that pass the filter, or
///   `displayEmpty()` when none does; on failure `finishLoading()` then
///   `displayError("Could not load dogs: <reason>")`.
/// - ``breedFilterDidChange(_:)``: `display(selectedFilter:)`; then, once dogs are loaded,
///   `display(rows:)` or `displayEmpty()` for the new filter. It never reloads.
/// - ``detachView()``: nothing.
/// - ``configure(_:at:)``: nothing; the cell it is given receives `display(name:age:)`.
///
/// A new load cancels the one in flight, whose answer then never reaches the view.
///
/// A table of reusable cells asks for ``numberOfRows`` and configures each cell it shows with
/// ``configure(_:at:)``; see "Cells" in the ``MVP`` overview.
@MainActor
public final class DogListPresenter {
  private let service: any DogService
  // Weak: the view usually owns this presenter, so a strong reference back would be a cycle.
  private weak var view: (any DogListView)?
  /// The dogs of the last successful load; `nil` before it and after a failure. With the
  /// filter, they are the two inputs every row is derived from, so a filter chosen before the
  /// dogs arrive applies when they do.
  private var dogs: [Dog]?
  private var filter = BreedFilter.all
  /// The dogs on the rows shown, in row order: the loaded dogs that pass the filter, as last
  /// shown; empty before the first load and after a failure.
  private var shownDogs: [Dog] = []
  private var loadTask: Task<Void, Never>?

  /// Creates a presenter that loads from `service`, with the filter set to `BreedFilter.all`.
  public init(service: any DogService) {
    self.service = service
  }

  deinit {
    // Nonisolated; see "Isolation" in MVP.docc.
    loadTask?.cancel()
  }

  /// Starts sending screen updates to `view`, which is held weakly, and shows it the filter.
  public func attachView(_ view: any DogListView) {
    self.view = view
    view.display(selectedFilter: filter.title)
  }

  /// Cancels the request in flight and stops sending updates: nothing reaches the view afterwards.
  public func detachView() {
    loadTask?.cancel()
    view = nil
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
    view?.display(selectedFilter: filter.title)
    // Before the dogs arrive (or after a failure) there is nothing to filter: the rows and
    // the empty view stay as they are.
    if let dogs {
      showRows(for: dogs)
    }
  }

  /// The number of rows the list shows: a table view's number of rows.
  public var numberOfRows: Int {
    shownDogs.count
  }

  /// Configures `cell` to show the row at `index`: its dog's name, breed and age.
  ///
  /// A table view calls it for each cell it shows, when the cell comes on screen. An index
  /// outside the rows shown leaves the cell as it is.
  ///
  /// - Parameters:
  ///   - cell: The cell on screen for that row; the presenter does not keep it.
  ///   - index: The row, from 0 to ``numberOfRows`` − 1.
  public func configure(_ cell: any DogCellView, at index: Int) {
    guard shownDogs.indices.contains(index) else { return }
    let row = DogViewData(formatting: shownDogs[index])
    cell.display(name: row.name, age: row.age)
  }

  private func load() {
    loadTask?.cancel()
    view?.startLoading()
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
    view?.finishLoading()
    showRows(for: dogs)
  }

  private func showFailure(_ error: any Error) {
    dogs = nil
    shownDogs = []
    guard let view else { return }
    view.finishLoading()
    view.displayError(DogListText.loadFailure(error))
  }

  /// Sets the rows and the empty view to the dogs that pass the filter.
  private func showRows(for dogs: [Dog]) {
    let shown = filter.apply(to: dogs)
    shownDogs = shown
    guard let view else { return }
    if shown.isEmpty {
      view.displayEmpty()
    } else {
      view.display(rows: shown.map(DogViewData.init(formatting:)))
    }
  }
}
