import MVVM
import ScreenData
import Services

/// The MVVM @Observable DogList: a headless view that renders a view model's properties
/// inside `withObservationTracking`, once per action.
@MainActor
final class ObservationMVVMDogListDriver: DogListDriver {
  let widgets: DogListWidgets
  private let renderer: ObservationRenderer<DogListObservationViewModel>

  init(service: any DogService) {
    let widgets = DogListWidgets()
    self.widgets = widgets
    // The first render is the initial one: one view call that writes what differs from the
    // empty widgets (the filter's title).
    renderer = ObservationRenderer(
      DogListObservationViewModel(service: service), counters: widgets.counters
    ) { viewModel in
      widgets.filterTitle.update(viewModel.selectedFilterTitle)
      widgets.spinner.update(viewModel.isLoading)
      widgets.rows.update(viewModel.rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
      widgets.emptyView.update(viewModel.isEmptyViewVisible)
      widgets.error.update(viewModel.errorMessage)
    }
  }

  func appear() { renderer.send { $0.viewDidAppear() } }
  func retry() { renderer.send { $0.retryButtonWasPressed() } }

  func chooseFilter(_ breed: Breed?) {
    let filter = breed.map(BreedFilter.breed) ?? .all
    renderer.send { $0.breedFilterDidChange(filter) }
  }

  func close() { renderer.close() }

  var lifetimeProbes: [AnyObject] { renderer.lifetimeProbes }
}
