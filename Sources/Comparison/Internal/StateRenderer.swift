import Signals

/// The headless view of a view model that publishes its screen as one state, the way a view
/// controller observes it: once, rendering each state it is given into the widgets.
///
/// - Binding observes the state at once, in `init`: the observer is called with the current
///   state, which is the screen's initial render.
/// - Every notification is one view call named `render`. `render` writes each widget through
///   `update(_:)`, so only what differs is written.
/// - Routes are events: each one is a view call named `route` (``bindRoute(_:render:)``).
/// - Driver inputs go through ``send(_:)`` to the view model, until ``close()``, which ends the
///   observations and drops the view model.
@MainActor
final class StateRenderer<ViewModel: AnyObject, State> {
  /// The view model, until ``close()``.
  private(set) var viewModel: ViewModel?

  private let counters: ViewCounters
  private var bindings: [Subscription] = []

  /// Observes `viewModel`'s one `state` output and renders it for the first time with `render`
  /// (each widget written through `update(_:)`); it owns the view model until ``close()``.
  init(
    _ viewModel: ViewModel, state: KeyPath<ViewModel, Observable<State>>, counters: ViewCounters,
    render: @escaping @MainActor (State) -> Void
  ) {
    self.viewModel = viewModel
    self.counters = counters
    counters.countBoundOutput()
    // Room for the route too, so that binding it does not grow the array.
    bindings.reserveCapacity(2)
    bindings.append(
      viewModel[keyPath: state].observe { state in
        counters.countViewCall("render")
        render(state)
      })
  }

  /// Binds a route output, an event: each route is one view call named `route`.
  func bindRoute<Route>(
    _ route: KeyPath<ViewModel, Events<Route>>, render: @escaping (Route) -> Void
  ) {
    guard let viewModel else { return }
    let bind = Binder(counters: counters, deduplicated: false)
    bindings.append(bind(viewModel[keyPath: route], "route", render: render))
  }

  /// Forwards a user input to the view model, unless the screen is closed.
  func send(_ input: (ViewModel) -> Void) {
    guard let viewModel else { return }
    input(viewModel)
  }

  func close() {
    bindings = []
    viewModel = nil
  }

  /// The view model and this renderer, which must both be gone once the screen is closed and
  /// its driver released.
  var lifetimeProbes: [AnyObject] { [viewModel as AnyObject?, self].compactMap { $0 } }
}
