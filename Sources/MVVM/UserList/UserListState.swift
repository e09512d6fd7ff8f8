public import ScreenData

/// Everything the user list shows at one moment, as one value.
///
/// ``UserListStateViewModel`` publishes it through a single observable; a view renders what
/// changed between two states.
public struct UserListState: Equatable, Sendable {
  // The cheap properties come first; see "One state per screen" in MVVM.docc.

  /// Whether a load is running; drives the spinner (shown while `true`).
  public var isLoading: Bool
  /// Whether the last load succeeded with no users; drives the empty view (shown while `true`).
  public var isEmptyViewVisible: Bool
  /// The error text, such as "Could not load users: The request timed out.", or `nil`; drives
  /// the error label (shown with this text, hidden while `nil`).
  public var errorMessage: String?
  /// The rows of the last successful load, empty before it and after a failure; drives the
  /// table's rows.
  public var rows: [UserViewData]

  /// Creates a state; the defaults are the screen before anything is loaded.
  public init(
    isLoading: Bool = false,
    isEmptyViewVisible: Bool = false,
    errorMessage: String? = nil,
    rows: [UserViewData] = []
  ) {
    self.isLoading = isLoading
    self.isEmptyViewVisible = isEmptyViewVisible
    self.errorMessage = errorMessage
    self.rows = rows
  }
}
