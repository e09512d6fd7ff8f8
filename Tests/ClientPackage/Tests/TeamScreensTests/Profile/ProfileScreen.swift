import Comparison
import MVP
import MVVM
import Services

// The library's own Profile screen, imported as products, driven by views this package wrote:
// a passive view for `ProfilePresenter` and a bound view for `ProfileViewModel`. An importer
// that implements the library's view protocols is what a change to them breaks.

extension Screen {
  /// The library's profile, on this package's views.
  static let profile: Screen = "Profile"
}

/// The profile's widgets, as this package's view controller has them.
@MainActor
final class ProfileWidgets: ScreenWidgets {
  let counters = ViewCounters()
  lazy var spinner = Widget(false, counters: counters)
  lazy var refreshEnabled = Widget(true, counters: counters)
  lazy var name = Label(counters: counters)
  lazy var error = Label(counters: counters)

  func snapshot() -> ScreenSnapshot {
    ScreenSnapshot(
      screen: Screen.profile.rawValue,
      elements: [
        .spinner(name: "spinner", isVisible: spinner.value),
        .button(name: "Refresh", isEnabled: refreshEnabled.value),
        name.element("name"), error.element("error"),
      ])
  }
}

/// What the user does on the profile.
@MainActor
protocol ProfileDriver: WidgetScreenDriver<ProfileWidgets> {
  func appear()
}

/// This package's passive view of the library's `ProfileView` protocol.
@MainActor
final class PresenterProfileDriver: ProfileDriver, ProfileView {
  let widgets = ProfileWidgets()
  private var presenter: ProfilePresenter?

  init(service: any ProfileService) {
    let presenter = ProfilePresenter(service: service)
    presenter.attachView(self)
    self.presenter = presenter
  }

  func displayLoading(_ isLoading: Bool) {
    widgets.counters.countViewCall("displayLoading(_:)")
    widgets.spinner.write(isLoading)
    widgets.refreshEnabled.write(!isLoading)
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

  func appear() { presenter?.viewDidAppear() }

  func close() {
    presenter?.detachView()
    presenter = nil
  }

  var lifetimeProbes: [AnyObject] { [presenter as AnyObject?, self].compactMap { $0 } }
}

/// This package's view bound to the library's `ProfileViewModel`.
@MainActor
final class ViewModelProfileDriver: ProfileDriver {
  let widgets = ProfileWidgets()
  private var viewModel: ProfileViewModel?
  private let binder: Binder

  init(service: any ProfileService) {
    let viewModel = ProfileViewModel(service: service)
    self.viewModel = viewModel
    binder = Binder(counters: widgets.counters)
    let widgets = widgets
    binder.bind(viewModel.isLoading, "isLoading") { widgets.spinner.write($0) }
    binder.bind(viewModel.isRefreshEnabled, "isRefreshEnabled") {
      widgets.refreshEnabled.write($0)
    }
    binder.bind(viewModel.userName, "userName") { widgets.name.display($0) }
    binder.bind(viewModel.errorMessage, "errorMessage") { widgets.error.display($0) }
  }

  func appear() { viewModel?.viewDidAppear() }

  func close() {
    binder.unbindAll()
    viewModel = nil
  }

  var lifetimeProbes: [AnyObject] { [viewModel].compactMap { $0 } }
}

enum ProfileScreen {
  /// The profile loads from `service` and shows the name or the error.
  static func appear(
    _ name: String, service: @autoclosure @escaping @Sendable () -> InMemoryProfileService
  ) -> ScreenScenario<any ProfileService, any ProfileDriver> {
    ScreenScenario(name) { open, context in
      let driver = try open(service())
      try await context.step("appear", settled: { !driver.widgets.spinner.value }) {
        driver.appear()
      }
    }
  }

  static let definition = ScreenDefinition<any ProfileService, any ProfileDriver>(
    .profile,
    drivers: [
      .presenter: { PresenterProfileDriver(service: $0) },
      .viewModel: { ViewModelProfileDriver(service: $0) },
    ],
    scenarios: [
      appear("profile.load", service: InMemoryProfileService()),
      appear("profile.error", service: InMemoryProfileService(failure: .always(.connectionLost))),
    ])
}
