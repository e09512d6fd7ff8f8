import Comparison
import MVVM
import ScreenData
import Services

/// The MVVM @Observable DogList: a headless view that renders a view model's properties
/// inside `withObservationTracking`, once per action; with `cells`, the table tracks the row
/// count and each visible cell tracks its row's cell model on its own.
@MainActor
final class ObservationMVVMDogListDriver: DogListDriver {
  let widgets: DogListWidgets
  private let renderer: ObservationRenderer<DogListObservationViewModel>
  private var tableRenderer: ObservationTableRenderer<DogCellModel>?

  init(service: any DogService, cells: Bool = false) {
    let widgets = DogListWidgets(cells: cells)
    self.widgets = widgets
    let viewModel = DogListObservationViewModel(service: service)
    let showsRows = !cells
    // The first render is the initial one: one view call that writes what differs from the
    // empty widgets (the filter's title).
    renderer = ObservationRenderer(viewModel, counters: widgets.counters) { viewModel in
      widgets.filterTitle.update(viewModel.selectedFilterTitle)
      widgets.spinner.update(viewModel.isLoading)
      if showsRows {
        widgets.rows.update(viewModel.rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
      }
      widgets.emptyView.update(viewModel.isEmptyViewVisible)
      widgets.error.update(viewModel.errorMessage)
    }
    if let table = widgets.table {
      // Unowned: the renderer owns the view model until close, which ends the table's renders.
      tableRenderer = ObservationTableRenderer(
        table: table, counters: widgets.counters,
        rowCount: { [unowned viewModel] in viewModel.rowCount },
        cellModel: { [unowned viewModel] _, row in viewModel.cellModel(at: row) },
        render: { model, cell in
          cell.title.update(model.name)
          cell.detail.update(model.age)
        })
    }
  }

  func appear() { send { $0.viewDidAppear() } }
  func retry() { send { $0.retryButtonWasPressed() } }
  func scroll(toRow row: Int) { widgets.table?.scroll(toRow: row) }

  func chooseFilter(_ breed: Breed?) {
    let filter = breed.map(BreedFilter.breed) ?? .all
    send { $0.breedFilterDidChange(filter) }
  }

  func close() {
    tableRenderer?.close()
    renderer.close()
  }

  var lifetimeProbes: [AnyObject] {
    renderer.lifetimeProbes + [tableRenderer as AnyObject?].compactMap { $0 }
  }

  /// Forwards an input to the view model; the screen, then the table, render what it changed.
  private func send(_ input: (DogListObservationViewModel) -> Void) {
    guard let tableRenderer else { return renderer.send(input) }
    tableRenderer.send { renderer.send(input) }
  }
}
