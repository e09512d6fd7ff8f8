import Comparison
import MVVM
import ScreenData
import Services

/// The MVVM @Observable BookSearch: a headless view that renders a view model's properties
/// inside `withObservationTracking`, once per action.
@MainActor
final class ObservationMVVMBookSearchDriver: BookSearchDriver {
  let widgets: BookSearchWidgets
  private let renderer: ObservationRenderer<BookSearchObservationViewModel>

  init(repository: any BookRepository, clock: any Clock<Duration>) {
    let widgets = BookSearchWidgets()
    self.widgets = widgets
    // The view model sleeps on the scenario's clock directly, as the presenter does.
    renderer = ObservationRenderer(
      BookSearchObservationViewModel(repository: repository, clock: clock),
      counters: widgets.counters
    ) { viewModel in
      // NB: a write here is programmatic, not an edit: it never reaches `queryDidChange(_:)`,
      // or the "" of a clear would be searched 300 ms later.
      widgets.query.update(viewModel.query)
      widgets.spinner.update(viewModel.isLoading)
      widgets.rows.update(viewModel.rows.map { ScreenSnapshot.Row($0.title) })
      widgets.noMatches.update(viewModel.noMatchesMessage)
      widgets.error.update(viewModel.errorMessage)
    }
  }

  func appear() { renderer.send { $0.viewDidAppear() } }
  func clear() { renderer.send { $0.clearButtonWasPressed() } }

  func type(_ text: String) {
    // The keystroke lands in the field first, as in a real text field; the render that follows
    // finds the field already showing the model's query and writes nothing.
    widgets.query.write(text)
    renderer.send { $0.queryDidChange(text) }
  }

  func close() { renderer.close() }

  // NB: a debounce task cancelled by the close holds the view model weakly, so the view model
  // goes with the close; the task ends on its next turn on the main actor.
  var lifetimeProbes: [AnyObject] { renderer.lifetimeProbes }
}
