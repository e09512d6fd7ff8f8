import MVP
import Observation
import ScreenData
import Services

/// The MVP @Observable DogList: the unchanged presenter pushes into an `@Observable` screen
/// model, which a headless view renders inside `withObservationTracking`, once per action.
@MainActor
final class ObservationMVPDogListDriver: DogListDriver {
  let widgets: DogListWidgets
  private var presenter: DogListPresenter?
  private let renderer: ObservationRenderer<DogListObservationScreenModel>

  init(service: any DogService) {
    let widgets = DogListWidgets()
    self.widgets = widgets
    let model = DogListObservationScreenModel()
    let presenter = DogListPresenter(service: service)
    // NB: attached before the first render, which then shows the filter title the attach set;
    // attached after, the title would only mark the view dirty and render in a later flush.
    presenter.attachView(model)
    self.presenter = presenter
    // The first render is the initial one: one view call that writes what differs from the
    // empty widgets (the filter's title).
    renderer = ObservationRenderer(model, counters: widgets.counters) { model in
      widgets.filterTitle.update(model.selectedFilterTitle)
      widgets.spinner.update(model.isLoading)
      widgets.rows.update(model.rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
      widgets.emptyView.update(model.isEmptyViewVisible)
      widgets.error.update(model.errorMessage)
    }
  }

  func appear() { renderer.send { _ in presenter?.viewDidAppear() } }
  func retry() { renderer.send { _ in presenter?.retryButtonWasPressed() } }

  func chooseFilter(_ breed: Breed?) {
    let filter = breed.map(BreedFilter.breed) ?? .all
    renderer.send { _ in presenter?.breedFilterDidChange(filter) }
  }

  func close() {
    presenter?.detachView()
    presenter = nil
    renderer.close()
  }

  var lifetimeProbes: [AnyObject] {
    [presenter as AnyObject?].compactMap { $0 } + renderer.lifetimeProbes
  }
}

/// A passive DogList view on Apple's Observation: each call of the presenter sets stored
/// properties, which the view renders; it decides nothing.
@Observable
@MainActor
final class DogListObservationScreenModel: DogListView {
  /// The selected-filter label's text.
  private(set) var selectedFilterTitle = ""
  /// Whether the spinner shows.
  private(set) var isLoading = false
  /// The rows of the list.
  private(set) var rows: [DogViewData] = []
  /// Whether the empty view shows.
  private(set) var isEmptyViewVisible = false
  /// The error label's text, `nil` while it is hidden.
  private(set) var errorMessage: String?

  func display(selectedFilter title: String) { selectedFilterTitle = title }

  func startLoading() {
    isLoading = true
    errorMessage = nil
  }

  func finishLoading() { isLoading = false }

  func display(rows: [DogViewData]) {
    self.rows = rows
    isEmptyViewVisible = false
  }

  func displayEmpty() {
    rows = []
    isEmptyViewVisible = true
  }

  func displayError(_ message: String) {
    rows = []
    isEmptyViewVisible = false
    errorMessage = message
  }
}
