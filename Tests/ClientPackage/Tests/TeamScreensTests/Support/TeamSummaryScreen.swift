import Observation
import Services
import Signals
import TeamScreens

/// A team summary screen opened in one pattern: the headless widgets, connected the way a view
/// controller would connect them, and whatever keeps the presentation logic alive.
@MainActor
final class TeamSummaryScreen {
  let widgets = HeadlessTeamSummary()
  private var presentationLogic: AnyObject?
  private var subscriptions = Set<Subscription>()

  /// Makes the screen's presentation logic in `pattern`, connects it to the widgets and makes
  /// the screen appear.
  init(_ pattern: Pattern, service: any UserService) {
    switch pattern {
    case .presenter:
      let presenter = TeamSummaryPresenter(service: service)
      presenter.attachView(widgets)
      presenter.viewDidAppear()
      presentationLogic = presenter
    case .viewModel:
      let viewModel = TeamSummaryViewModel(service: service)
      bind(viewModel)
      viewModel.viewDidAppear()
      presentationLogic = viewModel
    case .stateViewModel:
      let viewModel = TeamSummaryStateViewModel(service: service)
      bind(viewModel)
      viewModel.viewDidAppear()
      presentationLogic = viewModel
    case .observationViewModel:
      let viewModel = TeamSummaryObservationViewModel(service: service)
      render(viewModel)
      viewModel.viewDidAppear()
      presentationLogic = viewModel
    }
  }

  private func bind(_ viewModel: TeamSummaryViewModel) {
    let widgets = widgets
    viewModel.isLoading.observe { widgets.displayLoading($0) }.store(in: &subscriptions)
    viewModel.summary.observe { text in
      if let text { widgets.displaySummary(text) }
    }.store(in: &subscriptions)
  }

  private func bind(_ viewModel: TeamSummaryStateViewModel) {
    let widgets = widgets
    viewModel.state.observe { state in
      widgets.displayLoading(state.isLoading)
      if let text = state.summary { widgets.displaySummary(text) }
    }.store(in: &subscriptions)
  }

  /// Renders the properties it reads, and renders again after they change.
  private func render(_ viewModel: TeamSummaryObservationViewModel) {
    let widgets = widgets
    withObservationTracking {
      widgets.displayLoading(viewModel.isLoading)
      if let text = viewModel.summary { widgets.displaySummary(text) }
    } onChange: { [weak self] in
      // Fires once, before the change is stored: render (and track) again after it. Weak, and
      // the view model found again then: the registration must not keep the screen alive.
      Task { @MainActor [weak self] in self?.renderAgain() }
    }
  }

  private func renderAgain() {
    guard let viewModel = presentationLogic as? TeamSummaryObservationViewModel else { return }
    render(viewModel)
  }
}
