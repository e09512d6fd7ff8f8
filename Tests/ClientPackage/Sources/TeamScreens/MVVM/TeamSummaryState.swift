/// Everything the team summary screen shows at one moment, as one value.
public struct TeamSummaryState: Equatable, Sendable {
  /// Whether a load runs; drives the spinner.
  public var isLoading = false
  /// The label's text, such as "Team of 3: Iyad, Mila, Mark"; `nil` until the first load ends.
  public var summary: String?
}
