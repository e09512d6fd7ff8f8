/// The four ways this package writes the team summary screen.
enum Pattern: String, CaseIterable, Sendable {
  /// `TeamSummaryPresenter` pushing to a passive `TeamSummaryView`.
  case presenter
  /// `TeamSummaryViewModel`, one Signals output per widget.
  case viewModel
  /// `TeamSummaryStateViewModel`, one Signals output for the whole screen.
  case stateViewModel
  /// `TeamSummaryObservationViewModel`, on Apple's Observation.
  case observationViewModel
}
