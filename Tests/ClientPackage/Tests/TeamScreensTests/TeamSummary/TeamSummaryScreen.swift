import Comparison
import Observation
import Services
import Signals
import TeamScreens

// The team summary screen on the harness: what this package writes to compare its four shapes
// of the screen, with the harness's public API alone (widgets, one driver per arm, scenarios).

extension Screen {
  /// The team summary: a spinner and one label.
  static let teamSummary: Screen = "TeamSummary"
}

extension Arm {
  /// `TeamSummaryPresenter` pushing to a passive `TeamSummaryView`: the reference.
  static let presenter = Arm(
    id: "presenter", name: "Presenter", summary: "A presenter and a passive view.",
    pattern: .mvp, core: .direct)
  /// `TeamSummaryViewModel`, one Signals output per widget.
  static let viewModel = Arm(
    id: "view-model", name: "View model", summary: "One Signals output per widget.",
    pattern: .mvvm, core: .signals)
  /// `TeamSummaryStateViewModel`, one Signals output for the whole screen.
  static let stateViewModel = Arm(
    id: "state-view-model", name: "State view model", summary: "One state output.",
    pattern: .mvvm, core: .signals)
  /// `TeamSummaryObservationViewModel`, on Apple's Observation.
  static let observationViewModel = Arm(
    id: "observation-view-model", name: "@Observable view model",
    summary: "An @Observable view model.", pattern: .mvvm, core: .observation)
}

/// The team summary's widgets.
@MainActor
final class TeamSummaryWidgets: ScreenWidgets {
  let counters = ViewCounters()
  lazy var spinner = Widget(false, counters: counters)
  lazy var summary = Label(counters: counters)

  func snapshot() -> ScreenSnapshot {
    ScreenSnapshot(
      screen: Screen.teamSummary.rawValue,
      elements: [.spinner(name: "spinner", isVisible: spinner.value), summary.element("summary")])
  }
}

/// What the user does on the team summary.
@MainActor
protocol TeamSummaryDriver: WidgetScreenDriver<TeamSummaryWidgets> {
  func appear()
}

/// The presenter's passive view: each call one view call, writing what it names.
@MainActor
final class PresenterTeamSummaryDriver: TeamSummaryDriver, TeamSummaryView {
  let widgets = TeamSummaryWidgets()
  private var presenter: TeamSummaryPresenter?

  init(service: any UserService) {
    let presenter = TeamSummaryPresenter(service: service)
    presenter.attachView(self)
    self.presenter = presenter
  }

  func displayLoading(_ isLoading: Bool) {
    widgets.counters.countViewCall("displayLoading(_:)")
    widgets.spinner.write(isLoading)
  }

  func displaySummary(_ text: String) {
    widgets.counters.countViewCall("displaySummary(_:)")
    widgets.summary.show(text)
  }

  func appear() { presenter?.viewDidAppear() }

  func close() {
    presenter?.detachView()
    presenter = nil
  }

  var lifetimeProbes: [AnyObject] { [presenter as AnyObject?, self].compactMap { $0 } }
}

/// A view bound to the view model's outputs with the harness's binder.
@MainActor
final class ViewModelTeamSummaryDriver: TeamSummaryDriver {
  let widgets = TeamSummaryWidgets()
  private var viewModel: TeamSummaryViewModel?
  private let binder: Binder

  init(service: any UserService) {
    let viewModel = TeamSummaryViewModel(service: service)
    self.viewModel = viewModel
    binder = Binder(counters: widgets.counters)
    let widgets = widgets
    binder.bind(viewModel.isLoading, "isLoading") { widgets.spinner.write($0) }
    binder.bind(viewModel.summary, "summary") { widgets.summary.display($0) }
  }

  func appear() { viewModel?.viewDidAppear() }

  func close() {
    binder.unbindAll()
    viewModel = nil
  }

  var lifetimeProbes: [AnyObject] { [viewModel].compactMap { $0 } }
}

/// A view that renders the state view model's one state.
@MainActor
final class StateViewModelTeamSummaryDriver: TeamSummaryDriver {
  let widgets = TeamSummaryWidgets()
  private let renderer: StateRenderer<TeamSummaryStateViewModel, TeamSummaryState>

  init(service: any UserService) {
    let widgets = widgets
    let viewModel = TeamSummaryStateViewModel(service: service)
    renderer = StateRenderer(
      viewModel, state: viewModel.state, counters: widgets.counters
    ) { state in
      widgets.spinner.update(state.isLoading)
      widgets.summary.update(state.summary)
    }
  }

  func appear() { renderer.send { $0.viewDidAppear() } }
  func close() { renderer.close() }
  var lifetimeProbes: [AnyObject] { renderer.lifetimeProbes }
}

/// A view that renders the `@Observable` view model, once per action.
@MainActor
final class ObservationTeamSummaryDriver: TeamSummaryDriver {
  let widgets = TeamSummaryWidgets()
  private let renderer: ObservationRenderer<TeamSummaryObservationViewModel>

  init(service: any UserService) {
    let widgets = widgets
    renderer = ObservationRenderer(
      TeamSummaryObservationViewModel(service: service), counters: widgets.counters
    ) { viewModel in
      widgets.spinner.update(viewModel.isLoading)
      widgets.summary.update(viewModel.summary)
    }
  }

  func appear() { renderer.send { $0.viewDidAppear() } }
  func close() { renderer.close() }
  var lifetimeProbes: [AnyObject] { renderer.lifetimeProbes }
}

/// A scenario of the team summary, written once for every arm.
typealias TeamSummaryScenario = ScreenScenario<any UserService, any TeamSummaryDriver>

enum TeamSummaryScreen {
  /// The screen appears over `users` (or a failing service) and shows the summary.
  static func appear(
    _ name: String, service: @autoclosure @escaping @Sendable () -> InMemoryUserService
  ) -> TeamSummaryScenario {
    TeamSummaryScenario(name) { open, context in
      let driver = try open(service())
      try await context.step("appear", settled: { !driver.widgets.spinner.value }) {
        driver.appear()
      }
    }
  }

  static let definition = ScreenDefinition<any UserService, any TeamSummaryDriver>(
    .teamSummary,
    drivers: [
      .presenter: { PresenterTeamSummaryDriver(service: $0) },
      .viewModel: { ViewModelTeamSummaryDriver(service: $0) },
      .stateViewModel: { StateViewModelTeamSummaryDriver(service: $0) },
      .observationViewModel: { ObservationTeamSummaryDriver(service: $0) },
    ],
    scenarios: [
      appear("team.seed", service: InMemoryUserService(users: SampleData.seedUsers)),
      appear("team.empty", service: InMemoryUserService(users: [])),
      appear("team.failure", service: InMemoryUserService(failure: .always(.timedOut))),
    ])
}
