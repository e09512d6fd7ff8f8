import Comparison
import MVP
import Observation
import ScreenData
import Services

/// The MVP @Observable BookSearch: the unchanged presenter pushes into an `@Observable` screen
/// model, which a headless view renders inside `withObservationTracking`, once per action.
@MainActor
final class ObservationMVPBookSearchDriver: BookSearchDriver {
  let widgets: BookSearchWidgets
  private var presenter: BookSearchPresenter?
  private let renderer: ObservationRenderer<BookSearchObservationScreenModel>

  init(repository: any BookRepository, clock: any Clock<Duration>) {
    let widgets = BookSearchWidgets()
    self.widgets = widgets
    let model = BookSearchObservationScreenModel()
    let presenter = BookSearchPresenter(repository: repository, clock: clock)
    presenter.attachView(model)
    self.presenter = presenter
    renderer = ObservationRenderer(model, counters: widgets.counters) { model in
      // NB: a write here is programmatic, not an edit: it never reaches `queryDidChange(_:)`,
      // or the "" of a clear would be searched 300 ms later.
      widgets.query.update(model.query)
      widgets.spinner.update(model.isLoading)
      widgets.rows.update(model.rows.map { ScreenSnapshot.Row($0.title) })
      widgets.noMatches.update(model.noMatchesMessage)
      widgets.error.update(model.errorMessage)
    }
  }

  func appear() { renderer.send { _ in presenter?.viewDidAppear() } }
  func clear() { renderer.send { _ in presenter?.clearButtonWasPressed() } }

  func type(_ text: String) {
    // The keystroke lands in the field and in the model the field is bound to, then the
    // presenter hears of it; the render that follows finds the field already showing it.
    widgets.query.write(text)
    renderer.send { model in
      model.query = text
      presenter?.queryDidChange(text)
    }
  }

  func close() {
    presenter?.detachView()
    presenter = nil
    renderer.close()
  }

  var lifetimeProbes: [AnyObject] {
    [presenter as AnyObject?].compactMap { $0 } + renderer.lifetimeProbes
  }
}

/// A passive BookSearch view on Apple's Observation: each call of the presenter sets stored
/// properties, which the view renders; it decides nothing.
@Observable
@MainActor
final class BookSearchObservationScreenModel: BookSearchView {
  /// What the query field holds: the user's edits, or "" once the presenter clears it.
  var query = ""
  /// Whether the spinner shows.
  private(set) var isLoading = false
  /// The rows of the list.
  private(set) var rows: [BookViewData] = []
  /// The no-matches label's text, `nil` while it is hidden.
  private(set) var noMatchesMessage: String?
  /// The error label's text, `nil` while it is hidden.
  private(set) var errorMessage: String?

  func startLoading() {
    isLoading = true
    noMatchesMessage = nil
    errorMessage = nil
  }

  func finishLoading() { isLoading = false }
  func display(rows: [BookViewData]) { self.rows = rows }

  func displayNoMatches(_ message: String) {
    rows = []
    noMatchesMessage = message
  }

  func displayError(_ message: String) {
    rows = []
    errorMessage = message
  }

  func hideMessages() {
    noMatchesMessage = nil
    errorMessage = nil
  }

  func clearQuery() { query = "" }
}
