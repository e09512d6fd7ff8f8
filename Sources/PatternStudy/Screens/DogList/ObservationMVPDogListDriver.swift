import Comparison
import MVP
import Observation
import ScreenData
import Services

/// The MVP @Observable DogList: the unchanged presenter pushes into an `@Observable` screen
/// model, which a headless view renders inside `withObservationTracking`, once per action; with
/// `cells`, the presenter configures an `@Observable` model per reusable cell, each rendered
/// and tracked on its own.
@MainActor
final class ObservationMVPDogListDriver: DogListDriver {
  let widgets: DogListWidgets
  private var presenter: DogListPresenter?
  private let renderer: ObservationRenderer<DogListObservationScreenModel>
  private var tableRenderer: ObservationTableRenderer<DogCellObservationModel>?

  init(service: any DogService, cells: Bool = false) {
    let widgets = DogListWidgets(cells: cells)
    self.widgets = widgets
    let model = DogListObservationScreenModel()
    let presenter = DogListPresenter(service: service)
    // NB: attached before the first render, which then shows the filter title the attach set;
    // attached after, the title would only mark the view dirty and render in a later flush.
    presenter.attachView(model)
    self.presenter = presenter
    // The first render is the initial one: one view call that writes what differs from the
    // empty widgets (the filter's title).
    let showsRows = !cells
    renderer = ObservationRenderer(model, counters: widgets.counters) { model in
      widgets.filterTitle.update(model.selectedFilterTitle)
      widgets.spinner.update(model.isLoading)
      if showsRows {
        widgets.rows.update(model.rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
      }
      widgets.emptyView.update(model.isEmptyViewVisible)
      widgets.error.update(model.errorMessage)
    }
    if let table = widgets.table {
      // One cell model per reusable cell, which the presenter configures for each row the cell
      // shows. Any new rows reload the table: `display(rows:)` is a reload.
      var cellModels: [DogCellObservationModel] = []
      tableRenderer = ObservationTableRenderer(
        table: table, counters: widgets.counters, rowCount: { [unowned model] in model.rows.count },
        reloadsOnEveryChange: true,
        cellModel: { cell, row in
          if cell.id == cellModels.count { cellModels.append(DogCellObservationModel()) }
          presenter.configure(cellModels[cell.id], at: row)
          return cellModels[cell.id]
        },
        render: { cellModel, cell in
          cell.title.update(cellModel.name)
          cell.detail.update(cellModel.age)
        })
    }
  }

  func appear() { send { presenter?.viewDidAppear() } }
  func retry() { send { presenter?.retryButtonWasPressed() } }
  func scroll(toRow row: Int) { widgets.table?.scroll(toRow: row) }

  func chooseFilter(_ breed: Breed?) {
    let filter = breed.map(BreedFilter.breed) ?? .all
    send { presenter?.breedFilterDidChange(filter) }
  }

  func close() {
    presenter?.detachView()
    presenter = nil
    tableRenderer?.close()
    renderer.close()
  }

  var lifetimeProbes: [AnyObject] {
    [presenter as AnyObject?, tableRenderer].compactMap { $0 } + renderer.lifetimeProbes
  }

  /// Forwards an input to the presenter; the screen, then the table, render what it changed.
  private func send(_ input: () -> Void) {
    guard let tableRenderer else { return renderer.send { _ in input() } }
    tableRenderer.send { renderer.send { _ in input() } }
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

/// A passive cell on Apple's Observation: the presenter's `display(name:age:)` sets stored
/// properties, which the cell renders.
@Observable
@MainActor
final class DogCellObservationModel: DogCellView {
  /// The cell's title.
  private(set) var name = ""
  /// The cell's detail.
  private(set) var age = ""

  func display(name: String, age: String) {
    self.name = name
    self.age = age
  }
}
