public import ScreenData

/// Everything the book search shows at one moment, as one value.
///
/// ``BookSearchStateViewModel`` publishes it through a single observable; a view renders what
/// changed between two states.
public struct BookSearchState: Equatable, Sendable {
  // The cheap properties come first; see "One state per screen" in MVVM.docc.

  /// The search text, as typed and "" after clear; drives the search field's text.
  ///
  /// A view that writes it into the field must not report the write as an edit; see "Fields
  /// bound both ways" in the ``MVVM`` overview.
  public var query = ""
  /// Whether the book list or a search is loading; drives the spinner (shown while `true`).
  public var isLoading = false
  /// The text "No books match “<query>”" when a search found nothing, or `nil`; drives the
  /// no-matches label (shown with this text, hidden while `nil`).
  public var noMatchesMessage: String? = nil
  /// The error text, such as "Could not search books: The request timed out.", or `nil`;
  /// drives the error label (shown with this text, hidden while `nil`).
  public var errorMessage: String? = nil
  /// The titles shown: every title after appear and after clear, a search's results after a
  /// search; drives the table's rows.
  public var rows: [BookViewData] = []

  /// Creates the state of the screen before anything is loaded.
  ///
  /// NB: apart from the initializer below, whose defaults say the same: a state it builds is
  /// copied once more on its way into an observable (a retain and a release the optimizer
  /// leaves in place, for a struct of this many fields), where this one is moved.
  public init() {}

  /// Creates a state; the defaults are the screen before anything is loaded.
  public init(
    query: String = "",
    isLoading: Bool = false,
    noMatchesMessage: String? = nil,
    errorMessage: String? = nil,
    rows: [BookViewData] = []
  ) {
    self.query = query
    self.isLoading = isLoading
    self.noMatchesMessage = noMatchesMessage
    self.errorMessage = errorMessage
    self.rows = rows
  }
}
