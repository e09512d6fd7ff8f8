import MVVM
import ScreenData
import Services
import Signals

/// The MVVM DogList: a headless view bound to a view model's outputs.
@MainActor
final class MVVMDogListDriver: DogListDriver {
  let widgets: DogListWidgets
  private var viewModel: DogListViewModel?
  private var bindings: [Subscription] = []
  /// The bindings of each reusable cell, by ``TableCell/id``.
  private var cellBindings: [[Subscription]] = []

  init(service: any DogService, deduplicated: Bool, cells: Bool = false) {
    let widgets = DogListWidgets(cells: cells)
    self.widgets = widgets
    let viewModel = DogListViewModel(service: service)
    self.viewModel = viewModel
    // Each observer invocation is one view call: the binding is the view's entry point.
    let bind = Binder(counters: widgets.counters, deduplicated: deduplicated)
    // Bound in its place below, so the initial render's calls keep their order.
    let bindRows: () -> Subscription
    if let table = widgets.table {
      table.configure = { [unowned self] cell, row in
        let cellViewModel = viewModel.cellViewModel(at: row)
        if cell.id == cellBindings.count { cellBindings.append([]) }
        cellBindings[cell.id] = [
          bind(cellViewModel.name, "cell.name") { cell.title.write($0) },
          bind(cellViewModel.age, "cell.age") { cell.detail.write($0) },
        ]
      }
      table.recycle = { [unowned self] cell in
        cellBindings[cell.id].removeAll(keepingCapacity: true)
      }
      bindRows = {
        bind(viewModel.rowCount, "rowCount") { count in
          table.reloadData(rowCount: count)
        }
      }
    } else {
      bindRows = {
        bind(viewModel.rows, "rows") { rows in
          widgets.rows.write(rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
        }
      }
    }
    bindings = [
      bind(viewModel.selectedFilterTitle, "selectedFilterTitle") { title in
        widgets.filterTitle.write(title)
      },
      bind(viewModel.isLoading, "isLoading") { isLoading in
        widgets.spinner.write(isLoading)
      },
      bindRows(),
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
  func scroll(toRow row: Int) { widgets.table?.scroll(toRow: row) }

  func chooseFilter(_ breed: Breed?) {
    viewModel?.breedFilterDidChange(breed.map(BreedFilter.breed) ?? .all)
  }

  func close() {
    bindings = []
    cellBindings = []
    widgets.table?.configure = nil
    widgets.table?.recycle = nil
    viewModel = nil
  }

  var lifetimeProbes: [AnyObject] {
    [viewModel].compactMap { $0 }
  }
}
