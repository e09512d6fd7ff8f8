import MVP
import ScreenData
import Services

/// The MVP UserList: a presenter pushing to a headless passive view.
@MainActor
final class MVPUserListDriver: UserListDriver {
  let widgets = UserListWidgets()
  private var presenter: UserListPresenter?
  private let view: HeadlessUserListView
  private let router: HeadlessUserListRouter

  init(service: any UserService) {
    view = HeadlessUserListView(widgets: widgets)
    router = HeadlessUserListRouter(widgets: widgets)
    let presenter = UserListPresenter(service: service)
    presenter.attachView(view, router: router)
    self.presenter = presenter
  }

  func appear() { presenter?.viewDidAppear() }
  func refresh() { presenter?.refreshWasRequested() }
  func selectRow(at index: Int) { presenter?.didSelectRow(at: index) }

  func close() {
    presenter?.detachView()
    presenter = nil
  }

  var lifetimeProbes: [AnyObject] {
    [presenter as AnyObject?, view, router].compactMap { $0 }
  }
}

/// A passive view that copies what the presenter says into headless widgets.
@MainActor
final class HeadlessUserListView: UserListView {
  private let widgets: UserListWidgets

  init(widgets: UserListWidgets) {
    self.widgets = widgets
  }

  func startLoading() { widgets.startLoadingCall() }
  func finishLoading() { widgets.finishLoadingCall() }
  func displayEmpty() { widgets.displayEmptyCall() }
  func displayError(_ message: String) { widgets.displayErrorCall(message) }

  func reloadRow(at index: Int) {
    widgets.counters.countViewCall("reloadRow(at:)")
  }

  func display(rows: [UserViewData]) {
    widgets.displayRowsCall(rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
  }
}

/// A router that records where the screen went.
@MainActor
final class HeadlessUserListRouter: UserListRouter {
  private let widgets: UserListWidgets

  init(widgets: UserListWidgets) {
    self.widgets = widgets
  }

  func showProfile(of user: User) {
    widgets.counters.countViewCall("showProfile(of:)")
    widgets.navigation.write(profileDestination(user))
  }
}
