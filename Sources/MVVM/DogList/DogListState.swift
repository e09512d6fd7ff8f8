public import ScreenData

/// Everything the dog list shows at one moment, as one value.
///
/// ``DogListStateViewModel`` publishes it through a single observable; a view renders what
/// changed between two states. Two states are equal when they show the same screen:
/// ``rowsRevision`` says how the rows got there, not what they are.
public struct DogListState: Equatable, Sendable {
  // The cheap properties come first; see "One state per screen" in MVVM.docc.

  /// The title of the selected filter, "All" at first; drives the filter button's title.
  public var selectedFilterTitle = BreedFilter.all.title
  /// Whether a load is running; drives the spinner (shown while `true`).
  public var isLoading = false
  /// Whether the dogs are loaded and none passes the filter; drives the empty view (shown
  /// while `true`).
  public var isEmptyViewVisible = false
  /// The error text, such as "Could not load dogs: The request timed out.", or `nil`; drives
  /// the error label (shown with this text, hidden while `nil`).
  public var errorMessage: String? = nil
  /// How many times the rows changed: a view that sees the same revision again renders no
  /// row.
  public private(set) var rowsRevision = 0
  /// The loaded dogs that pass the selected filter, in service order; empty before the dogs
  /// are loaded and after a failure; drives the table's rows. Changed through
  /// ``replaceRows(with:)``, which keeps ``rowsRevision`` true.
  public private(set) var rows: [DogViewData] = []

  /// Creates the state of the screen before anything is loaded.
  ///
  /// NB: apart from the initializer below, whose defaults say the same: a state it builds is
  /// copied once more on its way into an observable (a retain and a release the optimizer
  /// leaves in place, for a struct of this many fields), where this one is moved.
  public init() {}

  /// Creates a state; the defaults are the screen before anything is loaded.
  public init(
    selectedFilterTitle: String = BreedFilter.all.title,
    isLoading: Bool = false,
    isEmptyViewVisible: Bool = false,
    errorMessage: String? = nil,
    rows: [DogViewData] = [],
    rowsRevision: Int = 0
  ) {
    self.selectedFilterTitle = selectedFilterTitle
    self.isLoading = isLoading
    self.isEmptyViewVisible = isEmptyViewVisible
    self.errorMessage = errorMessage
    self.rows = rows
    self.rowsRevision = rowsRevision
  }

  /// Whether two states show the same screen, compared cheapest first, so that rows that share
  /// their storage are never compared row by row (see "One state per screen" in MVVM.docc).
  public static func == (lhs: DogListState, rhs: DogListState) -> Bool {
    lhs.selectedFilterTitle == rhs.selectedFilterTitle && lhs.isLoading == rhs.isLoading
      && lhs.isEmptyViewVisible == rhs.isEmptyViewVisible
      && lhs.errorMessage == rhs.errorMessage && lhs.rows == rhs.rows
  }

  /// Shows `rows` instead of the rows shown, unless they are the same.
  public mutating func replaceRows(with rows: [DogViewData]) {
    guard rows != self.rows else { return }
    self.rows = rows
    rowsRevision &+= 1
  }
}
