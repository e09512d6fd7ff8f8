public import ScreenData

/// Everything the user list shows at one moment, as one value.
///
/// ``UserListStateViewModel`` publishes it through a single observable; a view renders what
/// changed between two states. Two states are equal when they show the same screen:
/// ``rowsRevision`` and ``changedRow`` say how the rows got there, not what they are.
public struct UserListState: Equatable, Sendable {
  // The cheap properties come first; see "One state per screen" in MVVM.docc.

  /// Whether a load is running; drives the spinner (shown while `true`).
  public var isLoading = false
  /// Whether the last load succeeded with no users; drives the empty view (shown while `true`).
  public var isEmptyViewVisible = false
  /// The error text, such as "Could not load users: The request timed out.", or `nil`; drives
  /// the error label (shown with this text, hidden while `nil`).
  public var errorMessage: String? = nil
  /// How many times the rows changed: a view that sees the same revision again renders no
  /// row, and one that sees the next revision with a ``changedRow`` renders that row alone.
  public private(set) var rowsRevision = 0
  /// The one row the last change of the rows touched (a user who changed), or `nil` when that
  /// change replaced the rows (a load, a failure).
  public private(set) var changedRow: Int? = nil
  /// The rows of the last successful load, empty before it and after a failure; drives the
  /// table's rows. Changed through ``replaceRows(with:)`` and ``updateRow(at:to:)``, which keep
  /// ``rowsRevision`` and ``changedRow`` true.
  public private(set) var rows: [UserViewData] = []

  /// Creates the state of the screen before anything is loaded.
  ///
  /// NB: apart from the initializer below, whose defaults say the same: a state it builds is
  /// copied once more on its way into an observable (a retain and a release the optimizer
  /// leaves in place, for a struct of this many fields), where this one is moved.
  public init() {}

  /// Creates a state; the defaults are the screen before anything is loaded.
  public init(
    isLoading: Bool = false,
    isEmptyViewVisible: Bool = false,
    errorMessage: String? = nil,
    rows: [UserViewData] = [],
    rowsRevision: Int = 0,
    changedRow: Int? = nil
  ) {
    self.isLoading = isLoading
    self.isEmptyViewVisible = isEmptyViewVisible
    self.errorMessage = errorMessage
    self.rows = rows
    self.rowsRevision = rowsRevision
    self.changedRow = changedRow
  }

  /// Whether two states show the same screen, compared cheapest first, so that rows that share
  /// their storage are never compared row by row (see "One state per screen" in MVVM.docc).
  public static func == (lhs: UserListState, rhs: UserListState) -> Bool {
    lhs.isLoading == rhs.isLoading && lhs.isEmptyViewVisible == rhs.isEmptyViewVisible
      && lhs.errorMessage == rhs.errorMessage && lhs.rows == rhs.rows
  }

  /// Shows `rows` instead of the rows shown, unless they are the same.
  public mutating func replaceRows(with rows: [UserViewData]) {
    guard rows != self.rows else { return }
    self.rows = rows
    rowsRevision &+= 1
    changedRow = nil
  }

  /// Shows `row` at `index` instead of the row there, in place, unless it is the same.
  ///
  /// - Returns: Whether the row changed.
  /// - Complexity: O(1) when nothing else holds the rows' storage (the view model's state does
  ///   not share it): no copy of the list.
  @discardableResult
  public mutating func updateRow(at index: Int, to row: UserViewData) -> Bool {
    guard rows[index] != row else { return false }
    rows[index] = row
    rowsRevision &+= 1
    changedRow = index
    return true
  }
}
