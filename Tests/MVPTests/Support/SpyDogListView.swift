import MVP
import ScreenData

/// A ``DogListView`` that records every call in its log.
@MainActor
final class SpyDogListView: DogListView {
  let log: CallLog<DogListCall>
  /// The presenter, owned the way a view controller owns it, for the tests that release the view.
  var presenter: DogListPresenter?

  init(log: CallLog<DogListCall> = CallLog()) {
    self.log = log
  }

  func display(selectedFilter title: String) { log.record(.display(selectedFilter: title)) }
  func startLoading() { log.record(.startLoading) }
  func finishLoading() { log.record(.finishLoading) }
  func display(rows: [DogViewData]) { log.record(.display(rows: rows)) }
  func displayEmpty() { log.record(.displayEmpty) }
  func displayError(_ message: String) { log.record(.displayError(message)) }
}
