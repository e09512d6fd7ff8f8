import MVVM
import ScreenData
import Services

/// The MVVM @Observable UserList: a headless view that renders a view model's properties
/// inside `withObservationTracking`, once per action.
@MainActor
final class ObservationMVVMUserListDriver: UserListDriver {
  let widgets: UserListWidgets
  private let renderer: ObservationRenderer<UserListObservationViewModel>

  init(service: any UserService) {
    let widgets = UserListWidgets()
    self.widgets = widgets
    // The first render is the initial one: one view call that writes what differs from the
    // empty widgets.
    renderer = ObservationRenderer(
      UserListObservationViewModel(service: service), counters: widgets.counters
    ) { viewModel in
      widgets.spinner.update(viewModel.isLoading)
      widgets.rows.update(viewModel.rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
      widgets.emptyView.update(viewModel.isEmptyViewVisible)
      widgets.error.update(viewModel.errorMessage)
    }
    // A route is an event: it reaches the view once, as in every arm, and no render repeats it.
    renderer.bindRoute(\.onRoute) { route in
      switch route {
      case .profile(let user): widgets.navigation.write(profileDestination(user))
      }
    }
  }

  func appear() { renderer.send { $0.viewDidAppear() } }
  func refresh() { renderer.send { $0.refreshWasRequested() } }
  func selectRow(at index: Int) { renderer.send { $0.didSelectRow(at: index) } }

  func close() { renderer.close() }

  var lifetimeProbes: [AnyObject] { renderer.lifetimeProbes }
}
