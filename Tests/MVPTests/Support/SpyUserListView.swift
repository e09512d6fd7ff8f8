import MVP
import PresentationTesting
import ScreenData

/// A ``UserListView`` that records every call, for a test to check and await.
@MainActor
final class SpyUserListView: UserListView {
  let calls: CallRecorder<UserListCall>
  /// The presenter, owned the way a view controller owns it, for the tests that release the view.
  var presenter: UserListPresenter?

  init(calls: CallRecorder<UserListCall> = CallRecorder()) {
    self.calls = calls
  }

  func startLoading() { calls.record(.startLoading) }
  func finishLoading() { calls.record(.finishLoading) }
  func display(rows: [UserViewData]) { calls.record(.display(rows: rows)) }
  func displayEmpty() { calls.record(.displayEmpty) }
  func displayError(_ message: String) { calls.record(.displayError(message)) }
  func reloadRow(at index: Int) { calls.record(.reloadRow(index)) }
}
