import MVP
import Observation
import ScreenData
import Services

/// The MVP @Observable UserList: the unchanged presenter pushes into an `@Observable` screen
/// model, which a headless view renders inside `withObservationTracking`, once per action.
@MainActor
final class ObservationMVPUserListDriver: UserListDriver {
  let widgets: UserListWidgets
  private var presenter: UserListPresenter?
  private let renderer: ObservationRenderer<UserListObservationScreenModel>

  init(service: any UserService) {
    let widgets = UserListWidgets()
    self.widgets = widgets
    let model = UserListObservationScreenModel()
    let presenter = UserListPresenter(service: service)
    // The model routes too: the presenter holds it weakly in both roles, the renderer owns it.
    presenter.attachView(model, router: model)
    self.presenter = presenter
    // The first render is the initial one: one view call that writes what differs from the
    // empty widgets.
    renderer = ObservationRenderer(model, counters: widgets.counters) { model in
      widgets.spinner.update(model.isLoading)
      widgets.rows.update(model.rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
      widgets.emptyView.update(model.isEmptyViewVisible)
      widgets.error.update(model.errorMessage)
    }
    // A route stays an event, delivered as the MVVM @Observable arm delivers its view model's;
    // see ObservationMVPLoginDriver.
    renderer.bindRoute(\.onShowProfile) { user in
      widgets.navigation.write(profileDestination(user))
    }
  }

  func appear() { renderer.send { _ in presenter?.viewDidAppear() } }
  func refresh() { renderer.send { _ in presenter?.refreshWasRequested() } }
  func selectRow(at index: Int) { renderer.send { _ in presenter?.didSelectRow(at: index) } }

  func close() {
    presenter?.detachView()
    presenter = nil
    renderer.close()
  }

  var lifetimeProbes: [AnyObject] {
    [presenter as AnyObject?].compactMap { $0 } + renderer.lifetimeProbes
  }
}

/// A passive UserList view on Apple's Observation: each call of the presenter sets stored
/// properties, which the view renders; it decides nothing.
@Observable
@MainActor
final class UserListObservationScreenModel: UserListView, UserListRouter {
  /// Whether the spinner shows.
  private(set) var isLoading = false
  /// The rows of the list.
  private(set) var rows: [UserViewData] = []
  /// Whether the empty view shows.
  private(set) var isEmptyViewVisible = false
  /// The error label's text, `nil` while it is hidden.
  private(set) var errorMessage: String?
  /// Called for each `showProfile(of:)`: navigation is an event, not a property a render reads.
  @ObservationIgnored var onShowProfile: ((User) -> Void)?

  func startLoading() {
    isLoading = true
    errorMessage = nil
  }

  func finishLoading() { isLoading = false }

  func display(rows: [UserViewData]) {
    self.rows = rows
    isEmptyViewVisible = false
  }

  func displayEmpty() {
    rows = []
    isEmptyViewVisible = true
  }

  func displayError(_ message: String) {
    rows = []
    isEmptyViewVisible = false
    errorMessage = message
  }

  func showProfile(of user: User) { onShowProfile?(user) }
}
