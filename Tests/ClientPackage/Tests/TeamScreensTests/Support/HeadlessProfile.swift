import MVP

/// The library's Profile screen without UIKit: the widgets a view controller would have,
/// driven by a `ProfilePresenter` through `ProfileView` or bound to a `ProfileViewModel`.
@MainActor
final class HeadlessProfile: ProfileView {
  private(set) var isSpinnerVisible = false
  private(set) var isRefreshEnabled = true
  private(set) var name: String?
  private(set) var error: String?
  private var waiter: CheckedContinuation<Void, Never>?

  /// The screen as one line, to compare the two patterns.
  var drawing: String {
    [
      "spinner: \(isSpinnerVisible ? "shown" : "hidden")",
      "refresh: \(isRefreshEnabled ? "enabled" : "disabled")",
      "name: \(name ?? "(hidden)")",
      "error: \(error ?? "(hidden)")",
    ].joined(separator: ", ")
  }

  func displayLoading(_ isLoading: Bool) {
    isSpinnerVisible = isLoading
    isRefreshEnabled = !isLoading
    if isLoading {
      name = nil
      error = nil
    }
  }

  func displayUserName(_ text: String) {
    name = text
    resumeWaiter()
  }

  func displayError(_ message: String) {
    error = message
    resumeWaiter()
  }

  /// Returns once the screen shows a name or an error; no sleeping, no polling.
  func waitForResult() async {
    guard name == nil, error == nil else { return }
    await withCheckedContinuation { waiter = $0 }
  }

  private func resumeWaiter() {
    waiter?.resume()
    waiter = nil
  }
}
