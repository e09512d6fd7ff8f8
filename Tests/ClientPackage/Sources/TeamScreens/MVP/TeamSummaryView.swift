/// The passive team summary screen that a ``TeamSummaryPresenter`` drives: a spinner and one
/// label. Each call sets the widgets it names and nothing else.
@MainActor
public protocol TeamSummaryView: AnyObject {
  /// Shows the spinner while `isLoading` is `true`, hides it when `false`.
  func displayLoading(_ isLoading: Bool)

  /// Shows `text` in the label.
  func displaySummary(_ text: String)
}
