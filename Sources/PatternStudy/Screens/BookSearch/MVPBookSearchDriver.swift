import Comparison
import MVP
import ScreenData
import Services

/// The MVP BookSearch: a presenter pushing to a headless passive view.
@MainActor
final class MVPBookSearchDriver: BookSearchDriver {
  let widgets = BookSearchWidgets()
  private var presenter: BookSearchPresenter?
  private let view: HeadlessBookSearchView

  init(repository: any BookRepository, clock: any Clock<Duration>) {
    view = HeadlessBookSearchView(widgets: widgets)
    let presenter = BookSearchPresenter(repository: repository, clock: clock)
    presenter.attachView(view)
    self.presenter = presenter
  }

  func appear() { presenter?.viewDidAppear() }
  func clear() { presenter?.clearButtonWasPressed() }

  func type(_ text: String) {
    // The view owns the text field: the keystroke lands there, then the view forwards it.
    widgets.query.write(text)
    presenter?.queryDidChange(text)
  }

  func close() {
    presenter?.detachView()
    presenter = nil
  }

  var lifetimeProbes: [AnyObject] {
    [presenter as AnyObject?, view].compactMap { $0 }
  }
}

/// A passive view that copies what the presenter says into headless widgets.
@MainActor
final class HeadlessBookSearchView: BookSearchView {
  private let widgets: BookSearchWidgets

  init(widgets: BookSearchWidgets) {
    self.widgets = widgets
  }

  func startLoading() {
    widgets.counters.countViewCall("startLoading()")
    widgets.spinner.write(true)
    widgets.noMatches.isHidden.write(true)
    widgets.error.isHidden.write(true)
  }

  func finishLoading() {
    widgets.counters.countViewCall("finishLoading()")
    widgets.spinner.write(false)
  }

  func display(rows: [BookViewData]) {
    widgets.counters.countViewCall("display(rows:)")
    widgets.rows.write(rows.map { ScreenSnapshot.Row($0.title) })
  }

  func displayNoMatches(_ message: String) {
    widgets.counters.countViewCall("displayNoMatches(_:)")
    widgets.rows.write([])
    widgets.noMatches.show(message)
  }

  func displayError(_ message: String) {
    widgets.counters.countViewCall("displayError(_:)")
    widgets.rows.write([])
    widgets.error.show(message)
  }

  func hideMessages() {
    widgets.counters.countViewCall("hideMessages()")
    widgets.noMatches.isHidden.write(true)
    widgets.error.isHidden.write(true)
  }

  func clearQuery() {
    widgets.counters.countViewCall("clearQuery()")
    widgets.query.write("")
  }
}
