import MVP
import PresentationTesting
import ScreenData

/// A ``DogListView`` that records every call, for a test to check and await.
@MainActor
final class SpyDogListView: DogListView {
  let calls: CallRecorder<DogListCall>
  /// The presenter, owned the way a view controller owns it, for the tests that release the view.
  var presenter: DogListPresenter?

  init(calls: CallRecorder<DogListCall> = CallRecorder()) {
    self.calls = calls
  }

  func display(selectedFilter title: String) { calls.record(.display(selectedFilter: title)) }
  func startLoading() { calls.record(.startLoading) }
  func finishLoading() { calls.record(.finishLoading) }
  func display(rows: [DogViewData]) { calls.record(.display(rows: rows)) }
  func displayEmpty() { calls.record(.displayEmpty) }
  func displayError(_ message: String) { calls.record(.displayError(message)) }
}
