import Comparison
import MVVM
import ScreenData
import Services
import Signals

/// The MVVM state DogList: a headless view that observes the view model's one state and
/// renders what changed; with `cells`, each cell on screen renders its row's value from the
/// state, again only when that value changed.
@MainActor
final class MVVMStateDogListDriver: DogListDriver {
  let widgets: DogListWidgets
  private let renderer: StateRenderer<DogListStateViewModel, DogListState>

  init(service: any DogService, cells: Bool = false) {
    let widgets = DogListWidgets(cells: cells)
    self.widgets = widgets
    let viewModel = DogListStateViewModel(service: service)
    let rows = StateListRenderer<DogViewData>(
      table: widgets.table, rows: widgets.rows, counters: widgets.counters,
      // The state, not the view model, which the renderer alone owns until the close.
      currentRows: { [state = viewModel.state] in state.value.rows },
      snapshotRow: { ScreenSnapshot.Row($0.name, detail: $0.age) })
    renderer = StateRenderer(
      viewModel, state: viewModel.state, counters: widgets.counters, context: rows
    ) { rows, state in
      widgets.filterTitle.update(state.selectedFilterTitle)
      widgets.spinner.update(state.isLoading)
      rows.render(state.rows, revision: state.rowsRevision)
      widgets.emptyView.update(state.isEmptyViewVisible)
      widgets.error.update(state.errorMessage)
    }
  }

  func appear() { renderer.send { $0.viewDidAppear() } }
  func retry() { renderer.send { $0.retryButtonWasPressed() } }
  func scroll(toRow row: Int) { widgets.table?.scroll(toRow: row) }

  func chooseFilter(_ breed: Breed?) {
    renderer.send { $0.breedFilterDidChange(breed.map(BreedFilter.breed) ?? .all) }
  }

  func close() {
    renderer.close()
    widgets.table?.configure = nil
  }

  var lifetimeProbes: [AnyObject] { renderer.lifetimeProbes }
}
