import TeamScreens

/// The team summary screen without UIKit: a spinner flag and a label, which the presenter
/// drives through ``TeamSummaryView`` and the view model's bindings drive through the same
/// methods, so both patterns render into the same widgets.
@MainActor
final class HeadlessTeamSummary: TeamSummaryView {
  private(set) var isSpinnerVisible = false
  private(set) var label: String?
  private var labelWaiter: CheckedContinuation<String, Never>?

  /// The screen as one line, to compare the two patterns.
  var drawing: String {
    "spinner: \(isSpinnerVisible ? "shown" : "hidden"), label: \(label ?? "(none)")"
  }

  func displayLoading(_ isLoading: Bool) {
    isSpinnerVisible = isLoading
  }

  func displaySummary(_ text: String) {
    label = text
    labelWaiter?.resume(returning: text)
    labelWaiter = nil
  }

  /// Returns the label's text once the screen shows one; no sleeping, no polling.
  func shownLabel() async -> String {
    if let label { return label }
    return await withCheckedContinuation { labelWaiter = $0 }
  }
}
