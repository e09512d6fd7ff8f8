public import Signals

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
///
/// ```swift
/// let renderer = StateRenderer(
///   viewModel, state: viewModel.state, counters: widgets.counters
/// ) { state in
///   widgets.spinner.update(state.isLoading)
///   widgets.error.update(state.errorMessage)
/// }
/// renderer.bindRoute(viewModel.route) { route in widgets.navigation.write("\(route)") }
/// renderer.send { $0.viewDidAppear() }
/// ```
@MainActor
public final class StateRenderer<ViewModel: AnyObject, State> {
  /// The view model, until ``close()``.
  @inlinable
  public var viewModel: ViewModel? { storedViewModel }

  // NB: exempt from dynamic exclusivity checks, soundly, as `Binder.firstSix` is.
  @usableFromInline
  @exclusivity(unchecked)
  var storedViewModel: ViewModel?
  @usableFromInline
  let counters: ViewCounters
  /// The binding of the state, until ``close()``.
  @usableFromInline
  @exclusivity(unchecked)
  var stateBinding: Subscription?
  /// The binding of the first route, in a field of its own, so that a screen with one route
  /// allocates no array; the bindings of any later ones.
  @usableFromInline
  @exclusivity(unchecked)
  var routeBinding: Subscription?
  @usableFromInline
  @exclusivity(unchecked)
  var moreRouteBindings: [Subscription] = []

  /// Observes `state`, `viewModel`'s one state output, and renders it for the first time with
  /// `render` (each widget written through `update(_:)`); it owns the view model until
  /// ``close()``.
  ///
  /// NB: the output itself, not a key path to it: reading a computed property through a key
  /// path is a run-time projection, which cost a state arm's first render a fifth of its time.
  @inlinable
  public init(
    _ viewModel: ViewModel, state: Observable<State>, counters: ViewCounters,
    render: @escaping @MainActor (State) -> Void
  ) {
    storedViewModel = viewModel
    self.counters = counters
    stateBinding = Binder.observe(state, "render", counters: counters, render)
  }

  /// Observes `state` as ``init(_:state:counters:render:)`` does, giving `render` `context`
  /// with each state: a `render` that captures at most one object then needs no allocation of
  /// its own, as with Signals' `observe(context:_:)`.
  ///
  /// ```swift
  /// let rows = StateListRenderer<UserViewData>(…)
  /// let renderer = StateRenderer(
  ///   viewModel, state: viewModel.state, counters: widgets.counters, context: rows
  /// ) { rows, state in
  ///   widgets.spinner.update(state.isLoading)
  ///   rows.render(state.rows, revision: state.rowsRevision)
  /// }
  /// ```
  @inlinable
  public init<Context>(
    _ viewModel: ViewModel, state: Observable<State>, counters: ViewCounters, context: Context,
    render: @escaping @MainActor (Context, State) -> Void
  ) {
    storedViewModel = viewModel
    self.counters = counters
    stateBinding = Binder.observe(state, "render", counters: counters, context: context, render)
  }

  /// Binds `route`, a route output of the view model, an event: each route is one view call
  /// named `route`. After ``close()`` it binds nothing.
  @inlinable
  public func bindRoute<Route>(_ route: Events<Route>, render: @escaping (Route) -> Void) {
    guard storedViewModel != nil else { return }
    let binding = Binder.observe(route, "route", counters: counters, render)
    if routeBinding == nil {
      routeBinding = binding
    } else {
      moreRouteBindings.append(binding)
    }
  }

  /// Forwards a user input to the view model, unless the screen is closed.
  @inlinable
  public func send(_ input: (ViewModel) -> Void) {
    guard let viewModel = storedViewModel else { return }
    input(viewModel)
  }

  /// Ends the observations and drops the view model: later inputs do nothing.
  public func close() {
    stateBinding = nil
    routeBinding = nil
    moreRouteBindings = []
    storedViewModel = nil
  }

  /// The view model and this renderer, which must both be gone once the screen is closed and
  /// its driver released.
  public var lifetimeProbes: [AnyObject] { [viewModel as AnyObject?, self].compactMap { $0 } }
}
