/// Everything the profile screen shows at one moment, as one value.
///
/// ``ProfileStateViewModel`` publishes it through a single observable; a view renders what
/// changed between two states.
public struct ProfileState: Equatable, Sendable {
  /// Whether a load is running; drives the spinner (shown while `true`).
  public var isLoading: Bool
  /// The formatted name, such as "User: ALICE", or `nil`; drives the name label (shown with
  /// this text, hidden while `nil`).
  public var userName: String?
  /// The error text, such as "Failed to load user: The request timed out.", or `nil`; drives
  /// the error label (shown with this text, hidden while `nil`).
  public var errorMessage: String?

  /// Whether the refresh button can be tapped, which is whenever no load runs; drives the
  /// refresh button's enabled state.
  ///
  /// Computed, not stored, so it can never disagree with ``isLoading``.
  public var isRefreshEnabled: Bool { !isLoading }

  /// Creates a state; the defaults are the screen before anything is loaded.
  public init(isLoading: Bool = false, userName: String? = nil, errorMessage: String? = nil) {
    self.isLoading = isLoading
    self.userName = userName
    self.errorMessage = errorMessage
  }
}
