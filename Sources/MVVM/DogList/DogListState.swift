public import ScreenData

/// Everything the dog list shows at one moment, as one value.
///
/// ``DogListStateViewModel`` publishes it through a single observable; a view renders what
/// changed between two states.
public struct DogListState: Equatable, Sendable {
  // The cheap properties come first; see "One state per screen" in MVVM.docc.

  /// The title of the selected filter, "All" at first; drives the filter button's title.
  public var selectedFilterTitle: String
  /// Whether a load is running; drives the spinner (shown while `true`).
  public var isLoading: Bool
  /// Whether the dogs are loaded and none passes the filter; drives the empty view (shown
  /// while `true`).
  public var isEmptyViewVisible: Bool
  /// The error text, such as "Could not load dogs: The request timed out.", or `nil`; drives
  /// the error label (shown with this text, hidden while `nil`).
  public var errorMessage: String?
  /// The loaded dogs that pass the selected filter, in service order; empty before the dogs
  /// are loaded and after a failure; drives the table's rows.
  public var rows: [DogViewData]

  /// Creates a state; the defaults are the screen before anything is loaded.
  public init(
    selectedFilterTitle: String = BreedFilter.all.title,
    isLoading: Bool = false,
    isEmptyViewVisible: Bool = false,
    errorMessage: String? = nil,
    rows: [DogViewData] = []
  ) {
    self.selectedFilterTitle = selectedFilterTitle
    self.isLoading = isLoading
    self.isEmptyViewVisible = isEmptyViewVisible
    self.errorMessage = errorMessage
    self.rows = rows
  }
}
