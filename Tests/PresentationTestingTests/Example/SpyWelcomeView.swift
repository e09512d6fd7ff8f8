import PresentationTesting

/// A ``WelcomeView`` that records every call, for a test to check and await.
@MainActor
final class SpyWelcomeView: WelcomeView {
  let calls = CallRecorder<WelcomeCall>()

  func showSpinner() { calls.record(.showSpinner) }
  func hideSpinner() { calls.record(.hideSpinner) }
  func showGreeting(_ text: String) { calls.record(.showGreeting(text)) }
  func showError(_ text: String) { calls.record(.showError(text)) }
}
