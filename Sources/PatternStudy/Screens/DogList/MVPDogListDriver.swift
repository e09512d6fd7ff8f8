import Comparison
import MVP
import ScreenData
import Services

/// The MVP DogList: a presenter pushing to a headless passive view; with `cells`, the view's
/// table has the presenter configure each cell it shows.
@MainActor
final class MVPDogListDriver: DogListDriver {
  let widgets: DogListWidgets
  private var presenter: DogListPresenter?
  private let view: HeadlessDogListView

  init(service: any DogService, cells: Bool = false) {
    widgets = DogListWidgets(cells: cells)
    view = HeadlessDogListView(widgets: widgets)
    let presenter = DogListPresenter(service: service)
    if let table = widgets.table {
      // The table's data source: the passive cell view of each reusable cell, configured by
      // the presenter; a recycled cell needs nothing, the next configuration overwrites it.
      var cellViews: [HeadlessDogCellView] = []
      let counters = widgets.counters
      table.configure = { cell, row in
        if cell.id == cellViews.count {
          cellViews.append(HeadlessDogCellView(cell: cell, counters: counters))
        }
        presenter.configure(cellViews[cell.id], at: row)
      }
    }
    presenter.attachView(view)
    self.presenter = presenter
  }

  func appear() { presenter?.viewDidAppear() }
  func retry() { presenter?.retryButtonWasPressed() }
  func scroll(toRow row: Int) { widgets.table?.scroll(toRow: row) }

  func chooseFilter(_ breed: Breed?) {
    presenter?.breedFilterDidChange(breed.map(BreedFilter.breed) ?? .all)
  }

  func close() {
    presenter?.detachView()
    presenter = nil
    widgets.table?.configure = nil
  }

  var lifetimeProbes: [AnyObject] {
    [presenter as AnyObject?, view].compactMap { $0 }
  }
}

/// A passive view that copies what the presenter says into headless widgets.
@MainActor
final class HeadlessDogListView: DogListView {
  private let widgets: DogListWidgets

  init(widgets: DogListWidgets) {
    self.widgets = widgets
  }

  func display(selectedFilter title: String) {
    widgets.counters.countViewCall("display(selectedFilter:)")
    widgets.filterTitle.write(title)
  }

  func startLoading() { widgets.startLoadingCall() }
  func finishLoading() { widgets.finishLoadingCall() }
  func displayEmpty() { widgets.displayEmptyCall() }
  func displayError(_ message: String) { widgets.displayErrorCall(message) }

  func display(rows: [DogViewData]) {
    widgets.displayRowsCall(
      rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) }, count: rows.count)
  }
}

/// The passive cell view of one reusable table cell.
@MainActor
final class HeadlessDogCellView: DogCellView {
  private let cell: TableCell
  private let counters: ViewCounters

  init(cell: TableCell, counters: ViewCounters) {
    self.cell = cell
    self.counters = counters
  }

  func display(name: String, age: String) {
    counters.countViewCall("display(name:age:)")
    cell.title.write(name)
    cell.detail.write(age)
  }
}
