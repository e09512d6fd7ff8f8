import MVP
import ScreenData

/// A ``BookSearchView`` that records every call in its log.
@MainActor
final class SpyBookSearchView: BookSearchView {
  let log: CallLog<BookSearchCall>
  /// The presenter, owned the way a view controller owns it, for the tests that release the view.
  var presenter: BookSearchPresenter?

  init(log: CallLog<BookSearchCall> = CallLog()) {
    self.log = log
  }

  func startLoading() { log.record(.startLoading) }
  func finishLoading() { log.record(.finishLoading) }
  func display(rows: [BookViewData]) { log.record(.display(rows: rows)) }
  func displayNoMatches(_ message: String) { log.record(.displayNoMatches(message)) }
  func displayError(_ message: String) { log.record(.displayError(message)) }
  func hideMessages() { log.record(.hideMessages) }
  func clearQuery() { log.record(.clearQuery) }
}
