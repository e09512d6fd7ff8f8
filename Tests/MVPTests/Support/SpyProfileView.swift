import MVP
import PresentationTesting

/// A ``ProfileView`` that records every call, for a test to check and await.
@MainActor
final class SpyProfileView: ProfileView {
  let calls: CallRecorder<ProfileCall>
  /// The presenter, owned the way a view controller owns it, for the tests that release the view.
  var presenter: ProfilePresenter?

  init(calls: CallRecorder<ProfileCall> = CallRecorder()) {
    self.calls = calls
  }

  func displayLoading(_ isLoading: Bool) { calls.record(.displayLoading(isLoading)) }
  func displayUserName(_ text: String) { calls.record(.displayUserName(text)) }
  func displayError(_ message: String) { calls.record(.displayError(message)) }
}
