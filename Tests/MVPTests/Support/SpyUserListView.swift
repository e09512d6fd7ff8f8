import MVP
import ScreenData

/// A ``UserListView`` that records every call in its log.
@MainActor
final class SpyUserListView: UserListView {
  let log: CallLog<UserListCall>
  /// The presenter, owned the way a view controller owns it, for the tests that release the view.
  var presenter: UserListPresenter?

  init(log: CallLog<UserListCall> = CallLog()) {
    self.log = log
  }

  func startLoading() { log.record(.startLoading) }
  func finishLoading() { log.record(.finishLoading) }
  func display(rows: [UserViewData]) { log.record(.display(rows: rows)) }
  func displayEmpty() { log.record(.displayEmpty) }
  func displayError(_ message: String) { log.record(.displayError(message)) }
}
