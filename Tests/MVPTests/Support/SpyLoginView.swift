import MVP
import PresentationTesting

/// A ``LoginView`` that records every call, for a test to check and await.
@MainActor
final class SpyLoginView: LoginView {
  let calls: CallRecorder<LoginCall>
  /// The presenter, owned the way a view controller owns it, for the tests that release the view.
  var presenter: LoginPresenter?

  init(calls: CallRecorder<LoginCall> = CallRecorder()) {
    self.calls = calls
  }

  func clearFields() { calls.record(.clearFields) }
  func displayError(_ message: String) { calls.record(.displayError(message)) }
  func hideError() { calls.record(.hideError) }
  func startProgress() { calls.record(.startProgress) }
  func finishProgress() { calls.record(.finishProgress) }
}
