public import Observation

/// The headless view's render loop over an `@Observable` model, the way a UIKit view
/// controller on Observation batches updates: a change only marks the view dirty, and the view
/// renders at most once per action, at a flush point.
///
/// - The first render happens at once, in `init` (the screen's initial render).
/// - Every render is one view call named `render`, made inside `withObservationTracking`, so it
///   registers for exactly the properties it read. Its `onChange` fires once, on the first
///   change after the render; it only marks the view dirty, it never renders.
/// - Driver inputs go through ``send(_:)``: the model hears the input, then the view flushes
///   (renders if dirty) before the input returns, as UIKit lays out once after an event.
/// - A change outside an input (an async result arriving) schedules one flush as a main-actor
///   job, at most one pending at a time, like the run loop's layout pass after the event.
/// - Routes are events, which the model delivers through a handler (a view model's `onRoute`,
///   or the handler an MVP screen model's router call hands on to), never through a property a
///   render reads: each one is a view call named `route`
///   (``bindRoute(_:render:)``), made after the view has rendered what changed before it.
/// - ``close()`` drops the model: a pending flush, an `onChange` or a route firing later does
///   nothing, and none keeps the model alive (all hold this renderer weakly).
///
/// ```swift
/// let renderer = ObservationRenderer(viewModel, counters: widgets.counters) { viewModel in
///   widgets.spinner.update(viewModel.isLoading)
///   widgets.error.update(viewModel.errorMessage)
/// }
/// renderer.send { $0.viewDidAppear() }
/// ```
@MainActor
public final class ObservationRenderer<Model: AnyObject & Observable> {
  /// The model, until ``close()``.
  @inlinable
  public var model: Model? { storedModel }

  @usableFromInline
  var storedModel: Model?
  @usableFromInline
  let counters: ViewCounters
  @usableFromInline
  let render: @MainActor (Model) -> Void
  /// Whether a property the last render read has changed since.
  @usableFromInline
  var isDirty = false
  /// Whether an input is running: its own flush follows, so a change schedules none.
  @usableFromInline
  var isHandlingInput = false
  /// Whether a flush job is already on its way to the main actor.
  @usableFromInline
  var hasPendingFlush = false

  /// Renders `model`, which it owns until ``close()``, for the first time with `render` (each
  /// widget written through `update(_:)`) and starts tracking what it read.
  @inlinable
  public init(
    _ model: Model, counters: ViewCounters, render: @escaping @MainActor (Model) -> Void
  ) {
    storedModel = model
    self.counters = counters
    self.render = render
    renderAndTrack(model)
  }

  /// Forwards a user input to the model, then renders once if anything it read changed.
  @inlinable
  public func send(_ input: (Model) -> Void) {
    guard let model = storedModel else { return }
    isHandlingInput = true
    input(model)
    isHandlingInput = false
    flush()
  }

  /// Handles the route events the model delivers through `handler`: each one is one view call
  /// named `route`.
  ///
  /// The view first renders what changed before the route (an attempt that ended, say), as the
  /// views of the other arms have by then, so a navigation never leaves a stale screen behind.
  @inlinable
  public func bindRoute<Route>(
    _ handler: ReferenceWritableKeyPath<Model, ((Route) -> Void)?>,
    render: @escaping @MainActor (Route) -> Void
  ) {
    guard let model = storedModel else { return }
    // Weak: the model keeps the handler and this renderer keeps the model.
    model[keyPath: handler] = { [weak self] route in
      guard let self, self.storedModel != nil else { return }
      flush()
      counters.countViewCall("route")
      render(route)
    }
  }

  /// Renders now if a property the last render read has changed since.
  @inlinable
  public func flush() {
    guard isDirty, let model = storedModel else { return }
    renderAndTrack(model)
  }

  /// Drops the model: a pending flush, a change or a route arriving later does nothing.
  public func close() {
    storedModel = nil
    isDirty = false
  }

  /// The model and this renderer, which must both be gone once the screen is closed and its
  /// driver released.
  public var lifetimeProbes: [AnyObject] {
    [storedModel as AnyObject?, self].compactMap { $0 }
  }

  @inlinable
  func renderAndTrack(_ model: Model) {
    isDirty = false
    counters.countViewCall("render")
    withObservationTracking {
      render(model)
    } onChange: { [weak self] in
      // NB: `onChange` runs synchronously inside the mutation's `willSet`, on the thread that
      // mutates. Every model rendered here is a `@MainActor` class whose tracked properties
      // are main-actor isolated, so only the main actor can mutate them: this closure runs on
      // the main actor, and asserting it is sound.
      MainActor.assumeIsolated {
        self?.modelWillChange()
      }
    }
  }

  @inlinable
  func modelWillChange() {
    guard storedModel != nil else { return }
    isDirty = true
    guard !isHandlingInput, !hasPendingFlush else { return }
    hasPendingFlush = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      hasPendingFlush = false
      flush()
    }
  }
}
