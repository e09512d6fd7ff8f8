import Comparison
import MVVM
import ScreenData
import Services
import Signals

/// The MVVM DogList: a headless view bound to a view model's outputs.
@MainActor
final class MVVMDogListDriver: DogListDriver {
  let widgets: DogListWidgets
  private var viewModel: DogListViewModel?
  private let binder: Binder
  /// The binder of each reusable cell, by ``TableCell/id``: it binds the cell's row on reuse
  /// and unbinds on recycle.
  private var cellBinders: [Binder] = []

  init(service: any DogService, deduplicated: Bool, cells: Bool = false) {
    let widgets = DogListWidgets(cells: cells)
    self.widgets = widgets
    let viewModel = DogListViewModel(service: service)
    self.viewModel = viewModel
    // Each observer invocation is one view call: the binding is the view's entry point.
    let binder = Binder(counters: widgets.counters, deduplicates: deduplicated)
    self.binder = binder
    // Bound in its place below, so the initial render's calls keep their order.
    let bindRows: () -> Void
    if let table = widgets.table {
      table.configure = { [unowned self] cell, row in
        let cellViewModel = viewModel.cellViewModel(at: row)
        if cell.id == cellBinders.count {
          cellBinders.append(Binder(counters: widgets.counters, deduplicates: deduplicated))
        }
        let cellBinder = cellBinders[cell.id]
        cellBinder.bind(cellViewModel.name, "cell.name") { cell.title.write($0) }
        cellBinder.bind(cellViewModel.age, "cell.age") { cell.detail.write($0) }
      }
      table.recycle = { [unowned self] cell in
        cellBinders[cell.id].unbindAll()
      }
      bindRows = {
        binder.bind(viewModel.rowCount, "rowCount") { count in
          table.reloadData(rowCount: count)
        }
      }
    } else {
      bindRows = {
        binder.bind(viewModel.rows, "rows") { rows in
          widgets.rows.write(rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
        }
      }
    }
    binder.bind(viewModel.selectedFilterTitle, "selectedFilterTitle") { title in
      widgets.filterTitle.write(title)
    }
    binder.bind(viewModel.isLoading, "isLoading") { isLoading in
      widgets.spinner.write(isLoading)
    }
    bindRows()
    binder.bind(viewModel.isEmptyViewVisible, "isEmptyViewVisible") { isVisible in
      widgets.emptyView.write(isVisible)
    }
    binder.bind(viewModel.errorMessage, "errorMessage") { message in
      widgets.error.display(message)
    }
  }

  func appear() { viewModel?.viewDidAppear() }
  func retry() { viewModel?.retryButtonWasPressed() }
  func scroll(toRow row: Int) { widgets.table?.scroll(toRow: row) }

  func chooseFilter(_ breed: Breed?) {
    viewModel?.breedFilterDidChange(breed.map(BreedFilter.breed) ?? .all)
  }

  func close() {
    binder.unbindAll()
    for cellBinder in cellBinders { cellBinder.unbindAll() }
    widgets.table?.configure = nil
    widgets.table?.recycle = nil
    viewModel = nil
  }

  var lifetimeProbes: [AnyObject] {
    [viewModel].compactMap { $0 }
  }
}
