import MVVM
import ScreenData
import Services
import Signals

/// The MVVM state BookSearch: a headless view that observes the view model's one state and
/// renders what changed.
@MainActor
final class MVVMStateBookSearchDriver: BookSearchDriver {
  let widgets = BookSearchWidgets()
  private var viewModel: BookSearchStateViewModel?
  private let view: HeadlessBookSearchStateView
  private var binding: Subscription?

  init(repository: any BookRepository, clock: any Clock<Duration>) {
    let scheduler = MainActorScheduler(clock: clock)
    let viewModel = BookSearchStateViewModel(repository: repository, scheduler: scheduler)
    self.viewModel = viewModel
    let view = HeadlessBookSearchStateView(widgets: widgets)
    self.view = view
    // Each notification of the state is one view call, `render`.
    binding = viewModel.state.observe { state in view.render(state) }
  }

  func appear() { viewModel?.viewDidAppear() }
  func clear() { viewModel?.clearButtonWasPressed() }

  func type(_ text: String) {
    // The keystroke lands in the field first, as in a real text field; the state's query then
    // echoes it, and the render finds the field already showing it (no write).
    widgets.query.write(text)
    viewModel?.queryDidChange(text)
  }

  func close() {
    binding = nil
    viewModel = nil
  }

  // NB: not the scheduler: a debounce timer cancelled by the close (or by a clear) is a task
  // that still holds the debounce, and through it the scheduler, until its next turn on the
  // main actor, where it ends at once. That is not a leak, and the leak check runs before that
  // turn.
  var lifetimeProbes: [AnyObject] {
    [viewModel as AnyObject?, view].compactMap { $0 }
  }
}

/// A view that renders a whole ``BookSearchState`` into headless widgets, writing only what
/// differs from what they show.
@MainActor
final class HeadlessBookSearchStateView {
  private let widgets: BookSearchWidgets
  /// The rows last rendered, so unchanged rows are neither converted nor compared again (rows
  /// that share their storage compare in O(1)).
  private var renderedRows: [BookViewData] = []

  init(widgets: BookSearchWidgets) {
    self.widgets = widgets
  }

  func render(_ state: BookSearchState) {
    widgets.counters.countViewCall("render")
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
