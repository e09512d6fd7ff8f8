import MVP

/// A ``ProfileView`` that records every call in its log.
@MainActor
final class SpyProfileView: ProfileView {
  let log: CallLog<ProfileCall>
  /// The presenter, owned the way a view controller owns it, for the tests that release the view.
  var presenter: ProfilePresenter?

  init(log: CallLog<ProfileCall> = CallLog()) {
    self.log = log
  }

  func displayLoading(_ isLoading: Bool) { log.record(.displayLoading(isLoading)) }
  func displayUserName(_ text: String) { log.record(.displayUserName(text)) }
  func displayError(_ message: String) { log.record(.displayError(message)) }
}
