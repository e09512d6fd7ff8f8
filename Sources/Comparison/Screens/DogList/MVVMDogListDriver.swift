import MVVM
import Services
import Signals

/// The MVVM DogList: a headless view bound to a view model's outputs.
@MainActor
final class MVVMDogListDriver: DogListDriver {
  let widgets = DogListWidgets()
  private var viewModel: DogListViewModel?
  private var bindings: [Subscription] = []

  init(service: any DogService) {
    let viewModel = DogListViewModel(service: service)
    self.viewModel = viewModel
    // Each observer invocation is one view call: the binding is the view's entry point.
    let widgets = widgets
    bindings = [
      viewModel.selectedFilterTitle.observe { title in
        widgets.counters.countViewCall()
        widgets.filterTitle.write(title)
      },
      viewModel.isLoading.observe { isLoading in
        widgets.counters.countViewCall()
        widgets.spinner.write(isLoading)
      },
      viewModel.rows.observe { rows in
        widgets.counters.countViewCall()
        widgets.rows.write(rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
      },
      viewModel.isEmptyViewVisible.observe { isVisible in
        widgets.counters.countViewCall()
        widgets.emptyView.write(isVisible)
      },
      viewModel.errorMessage.observe { message in
        widgets.counters.countViewCall()
        widgets.error.display(message)
      },
    ]
  }

  func appear() { viewModel?.viewDidAppear() }
  func retry() { viewModel?.retryButtonWasPressed() }

  func chooseFilter(_ breed: Breed?) {
    viewModel?.breedFilterDidChange(breed.map(BreedFilter.breed) ?? .all)
  }

  func close() {
    bindings = []
    viewModel = nil
  }

  var lifetimeProbes: [AnyObject] {
    [viewModel].compactMap { $0 }
  }
}
