import MVP
import PresentationTesting
import ScreenData

/// A ``BookSearchView`` that records every call, for a test to check and await.
@MainActor
final class SpyBookSearchView: BookSearchView {
  let calls: CallRecorder<BookSearchCall>
  /// The presenter, owned the way a view controller owns it, for the tests that release the view.
  var presenter: BookSearchPresenter?

  init(calls: CallRecorder<BookSearchCall> = CallRecorder()) {
    self.calls = calls
  }

  func startLoading() { calls.record(.startLoading) }
  func finishLoading() { calls.record(.finishLoading) }
  func display(rows: [BookViewData]) { calls.record(.display(rows: rows)) }
  func displayNoMatches(_ message: String) { calls.record(.displayNoMatches(message)) }
  func displayError(_ message: String) { calls.record(.displayError(message)) }
  func hideMessages() { calls.record(.hideMessages) }
  func clearQuery() { calls.record(.clearQuery) }
}
