import MVVM
import ScreenData
import Services

/// The MVVM state DogList: a headless view that observes the view model's one state and
/// renders what changed.
@MainActor
final class MVVMStateDogListDriver: DogListDriver {
  let widgets: DogListWidgets
  private let renderer: StateRenderer<DogListStateViewModel, DogListState>

  init(service: any DogService) {
    let widgets = DogListWidgets()
    self.widgets = widgets
    // The rows last rendered, so unchanged rows are neither converted nor compared again (rows
    // that share their storage compare in O(1)).
    var renderedRows: [DogViewData] = []
    renderer = StateRenderer(
      DogListStateViewModel(service: service), state: \.state, counters: widgets.counters
    ) { state in
      widgets.filterTitle.update(state.selectedFilterTitle)
      widgets.spinner.update(state.isLoading)
      if state.rows != renderedRows {
        renderedRows = state.rows
        widgets.rows.update(state.rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
      }
      widgets.emptyView.update(state.isEmptyViewVisible)
      widgets.error.update(state.errorMessage)
    }
  }

  func appear() { renderer.send { $0.viewDidAppear() } }
  func retry() { renderer.send { $0.retryButtonWasPressed() } }

  func chooseFilter(_ breed: Breed?) {
    renderer.send { $0.breedFilterDidChange(breed.map(BreedFilter.breed) ?? .all) }
  }

  func close() { renderer.close() }

  var lifetimeProbes: [AnyObject] { renderer.lifetimeProbes }
}
