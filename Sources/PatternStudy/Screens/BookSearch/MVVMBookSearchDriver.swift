import Comparison
import MVVM
import ScreenData
import Services
import Signals

/// The MVVM BookSearch: a headless view bound to a view model's outputs.
@MainActor
final class MVVMBookSearchDriver: BookSearchDriver {
  let widgets = BookSearchWidgets()
  private var viewModel: BookSearchViewModel?
  private let binder: Binder

  init(repository: any BookRepository, clock: any Clock<Duration>, deduplicated: Bool) {
    let scheduler = MainActorScheduler(clock: clock)
    let viewModel = BookSearchViewModel(repository: repository, scheduler: scheduler)
    self.viewModel = viewModel
    // Each observer invocation is one view call: the binding is the view's entry point.
    let binder = Binder(counters: widgets.counters, deduplicates: deduplicated)
    self.binder = binder
    let widgets = widgets
    // NB: a write by this binding is programmatic, not an edit: it never reaches
    // `queryDidChange(_:)`, or the "" of a clear would be searched 300 ms later.
    binder.bind(viewModel.query, "query") { query in
      widgets.query.write(query)
    }
    binder.bind(viewModel.isLoading, "isLoading") { isLoading in
      widgets.spinner.write(isLoading)
    }
    binder.bind(viewModel.rows, "rows") { rows in
      widgets.rows.write(rows.map { ScreenSnapshot.Row($0.title) })
    }
    binder.bind(viewModel.noMatchesMessage, "noMatchesMessage") { message in
      widgets.noMatches.display(message)
    }
    binder.bind(viewModel.errorMessage, "errorMessage") { message in
      widgets.error.display(message)
    }
  }

  func appear() { viewModel?.viewDidAppear() }
  func clear() { viewModel?.clearButtonWasPressed() }

  func type(_ text: String) {
    // The keystroke lands in the field first, as in a real text field; the view model then
    // echoes it through `query`, a redundant write.
    widgets.query.write(text)
    viewModel?.queryDidChange(text)
  }

  func close() {
    binder.unbindAll()
    viewModel = nil
  }

  // NB: not the scheduler: a debounce timer cancelled by the close (or by a clear) is a task
  // that still holds the debounce, and through it the scheduler, until its next turn on the
  // main actor, where it ends at once. That is not a leak, and the leak check runs before that
  // turn.
  var lifetimeProbes: [AnyObject] {
    [viewModel].compactMap { $0 }
  }
}
