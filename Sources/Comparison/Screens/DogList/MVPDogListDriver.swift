import MVP
import ScreenData
import Services

/// The MVP DogList: a presenter pushing to a headless passive view.
@MainActor
final class MVPDogListDriver: DogListDriver {
  let widgets = DogListWidgets()
  private var presenter: DogListPresenter?
  private let view: HeadlessDogListView

  init(service: any DogService) {
    view = HeadlessDogListView(widgets: widgets)
    let presenter = DogListPresenter(service: service)
    presenter.attachView(view)
    self.presenter = presenter
  }

  func appear() { presenter?.viewDidAppear() }
  func retry() { presenter?.retryButtonWasPressed() }

  func chooseFilter(_ breed: Breed?) {
    presenter?.breedFilterDidChange(breed.map(BreedFilter.breed) ?? .all)
  }

  func close() {
    presenter?.detachView()
    presenter = nil
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
