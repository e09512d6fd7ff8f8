import MVVM
import ScreenData
import Services
import Signals

/// The MVVM state DogList: a headless view that observes the view model's one state and
/// renders what changed.
@MainActor
final class MVVMStateDogListDriver: DogListDriver {
  let widgets = DogListWidgets()
  private var viewModel: DogListStateViewModel?
  private let view: HeadlessDogListStateView
  private var binding: Subscription?

  init(service: any DogService) {
    let viewModel = DogListStateViewModel(service: service)
    self.viewModel = viewModel
    let view = HeadlessDogListStateView(widgets: widgets)
    self.view = view
    // Each notification of the state is one view call, `render`.
    binding = viewModel.state.observe { state in view.render(state) }
  }

  func appear() { viewModel?.viewDidAppear() }
  func retry() { viewModel?.retryButtonWasPressed() }

  func chooseFilter(_ breed: Breed?) {
    viewModel?.breedFilterDidChange(breed.map(BreedFilter.breed) ?? .all)
  }

  func close() {
    binding = nil
    viewModel = nil
  }

  var lifetimeProbes: [AnyObject] {
    [viewModel as AnyObject?, view].compactMap { $0 }
  }
}

/// A view that renders a whole ``DogListState`` into headless widgets, writing only what
/// differs from what they show.
@MainActor
final class HeadlessDogListStateView {
  private let widgets: DogListWidgets
  /// The rows last rendered, so unchanged rows are neither converted nor compared again (rows
  /// that share their storage compare in O(1)).
  private var renderedRows: [DogViewData] = []

  init(widgets: DogListWidgets) {
    self.widgets = widgets
  }

  func render(_ state: DogListState) {
    widgets.counters.countViewCall("render")
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
