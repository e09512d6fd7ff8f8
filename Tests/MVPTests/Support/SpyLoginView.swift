import MVP

/// A ``LoginView`` that records every call in its log.
@MainActor
final class SpyLoginView: LoginView {
  let log: CallLog<LoginCall>
  /// The presenter, owned the way a view controller owns it, for the tests that release the view.
  var presenter: LoginPresenter?

  init(log: CallLog<LoginCall> = CallLog()) {
    self.log = log
  }

  func clearFields() { log.record(.clearFields) }
  func displayError(_ message: String) { log.record(.displayError(message)) }
  func hideError() { log.record(.hideError) }
  func startProgress() { log.record(.startProgress) }
  func finishProgress() { log.record(.finishProgress) }
}
