import MVVM
import ScreenData
import Services
import Signals

/// The MVVM DogList: a headless view bound to a view model's outputs.
@MainActor
final class MVVMDogListDriver: DogListDriver {
  let widgets = DogListWidgets()
  private var viewModel: DogListViewModel?
  private var bindings: [Subscription] = []

  init(service: any DogService, deduplicated: Bool) {
    let viewModel = DogListViewModel(service: service)
    self.viewModel = viewModel
    // Each observer invocation is one view call: the binding is the view's entry point.
    let bind = Binder(counters: widgets.counters, deduplicated: deduplicated)
    let widgets = widgets
    bindings = [
      bind(viewModel.selectedFilterTitle, "selectedFilterTitle") { title in
        widgets.filterTitle.write(title)
      },
      bind(viewModel.isLoading, "isLoading") { isLoading in
        widgets.spinner.write(isLoading)
      },
      bind(viewModel.rows, "rows") { rows in
        widgets.rows.write(rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
      },
      bind(viewModel.isEmptyViewVisible, "isEmptyViewVisible") { isVisible in
        widgets.emptyView.write(isVisible)
      },
      bind(viewModel.errorMessage, "errorMessage") { message in
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
