import Comparison
import MVP
import Services

/// The MVP Profile: a presenter pushing to a headless passive view.
@MainActor
final class MVPProfileDriver: ProfileDriver {
  let widgets = ProfileWidgets()
  private var presenter: ProfilePresenter?
  private let view: HeadlessProfileView

  init(service: any ProfileService) {
    view = HeadlessProfileView(widgets: widgets)
    let presenter = ProfilePresenter(service: service)
    presenter.attachView(view)
    self.presenter = presenter
  }

  func appear() { presenter?.viewDidAppear() }
  func pressRefresh() { presenter?.refreshButtonWasPressed() }

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
final class HeadlessProfileView: ProfileView {
  private let widgets: ProfileWidgets

  init(widgets: ProfileWidgets) {
    self.widgets = widgets
  }

  func displayLoading(_ isLoading: Bool) {
    widgets.counters.countViewCall("displayLoading(_:)")
    widgets.spinner.write(isLoading)
    widgets.refreshEnabled.write(!isLoading)
    // Only the start of a load hides the labels; its end leaves them to the result.
    if isLoading {
      widgets.name.isHidden.write(true)
      widgets.error.isHidden.write(true)
    }
  }

  func displayUserName(_ text: String) {
    widgets.counters.countViewCall("displayUserName(_:)")
    widgets.name.show(text)
  }

  func displayError(_ message: String) {
    widgets.counters.countViewCall("displayError(_:)")
    widgets.error.show(message)
  }
}
