import Comparison
import MVVM
import ScreenData
import Services
import Signals

/// The MVVM state BookSearch: a headless view that observes the view model's one state and
/// renders what changed.
@MainActor
final class MVVMStateBookSearchDriver: BookSearchDriver {
  let widgets: BookSearchWidgets
  private let renderer: StateRenderer<BookSearchStateViewModel, BookSearchState>

  init(repository: any BookRepository, clock: any Clock<Duration>) {
    let widgets = BookSearchWidgets()
    self.widgets = widgets
    // The rows last rendered, so unchanged rows are neither converted nor compared again (rows
    // that share their storage compare in O(1)).
    var renderedRows: [BookViewData] = []
    let scheduler = MainActorScheduler(clock: clock)
    let viewModel = BookSearchStateViewModel(repository: repository, scheduler: scheduler)
    renderer = StateRenderer(
      viewModel, state: viewModel.state, counters: widgets.counters
    ) { state in
      // NB: a programmatic write, not an edit: it never reaches `queryDidChange(_:)`, or the ""
      // of a clear would be searched 300 ms later.
      widgets.query.update(state.query)
      widgets.spinner.update(state.isLoading)
      if state.rows != renderedRows {
        renderedRows = state.rows
        widgets.rows.update(state.rows.map { ScreenSnapshot.Row($0.title) })
      }
      widgets.noMatches.update(state.noMatchesMessage)
      widgets.error.update(state.errorMessage)
    }
  }

  func appear() { renderer.send { $0.viewDidAppear() } }
  func clear() { renderer.send { $0.clearButtonWasPressed() } }

  func type(_ text: String) {
    // The keystroke lands in the field first, as in a real text field; the state's query then
    // echoes it, and the render finds the field already showing it (no write).
    widgets.query.write(text)
    renderer.send { $0.queryDidChange(text) }
  }

  func close() { renderer.close() }

  // NB: a search still pending at the close is a task that keeps its action (which holds the
  // view model unowned) until its next turn on the main actor, where it ends at once: the view
  // model goes with the close.
  var lifetimeProbes: [AnyObject] { renderer.lifetimeProbes }
}
