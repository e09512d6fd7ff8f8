public import Signals

/// Binds a view model's Signals outputs to a headless view the way a view controller would,
/// counting each delivery to the view as one view call named after the output, and keeps the
/// bindings until ``unbindAll()``.
///
/// ```swift
/// let binder = Binder(counters: widgets.counters)
/// binder.bind(viewModel.isLoading, "isLoading") { widgets.spinner.write($0) }
/// binder.bind(viewModel.errorMessage, "errorMessage") { widgets.error.display($0) }
/// binder.bind(viewModel.route, "route") { widgets.navigation.write("\($0)") }
/// // when the screen closes:
/// binder.unbindAll()
/// ```
///
/// With `deduplicates`, a binding of an `Equatable` output skips a value equal to the last one
/// it rendered (the view calls `removeDuplicates()` would make, without an observable per
/// binding); an output of another type, and an event output such as a route, reaches the view
/// every time. Every binding also counts one bound output (``ViewCounters/boundOutputs``).
/// What one view call is for each kind of arm is said in the catalog's *What the harness
/// counts*.
///
/// NB: `@inlinable`, so that a binding costs a view in another module what an app's own
/// `observe` costs: a generic call across the module boundary could not be specialised (see
/// ``Widget``).
@MainActor
public final class Binder {
  /// The counters the bindings count into.
  public let counters: ViewCounters
  /// Whether bindings of `Equatable` outputs skip a value equal to the last one rendered.
  public let deduplicates: Bool
  // NB: the subscriptions are kept in fields, the first six (every screen of the package binds
  // at most six outputs, a cell two) and in an array beyond: an array was one allocation more
  // per screen than a presenter makes, and a twentieth of a plain arm's first render with its
  // appends. All three are exempt from dynamic exclusivity checks, which were another twentieth:
  // main-actor state, each access a single store or removal that a binding's cancellation never
  // reaches back into.
  @usableFromInline
  @exclusivity(unchecked)
  var firstSix:
    (
      Subscription?, Subscription?, Subscription?, Subscription?, Subscription?,
      Subscription?
    ) = (nil, nil, nil, nil, nil, nil)
  @usableFromInline
  @exclusivity(unchecked)
  var beyondSix: [Subscription] = []
  @usableFromInline
  @exclusivity(unchecked)
  var boundCount = 0

  /// Creates a binder that counts into `counters`.
  public init(counters: ViewCounters, deduplicates: Bool = false) {
    self.counters = counters
    self.deduplicates = deduplicates
  }

  /// Binds an `Equatable` output: `render` runs at once with its current value, then after
  /// every change (every change that differs from the last rendered, with ``deduplicates``),
  /// each run one view call named `name`.
  @inlinable
  public func bind<Value: Equatable>(
    _ output: Observable<Value>, _ name: String, render: @escaping (Value) -> Void
  ) {
    keep(Self.observe(output, name, counters: counters, deduplicates: deduplicates, render))
  }

  /// Binds an output of a type that is not `Equatable`: `render` runs at once with its current
  /// value, then after every change, each run one view call named `name`.
  @inlinable
  public func bind<Value>(
    _ output: Observable<Value>, _ name: String, render: @escaping (Value) -> Void
  ) {
    keep(Self.observe(output, name, counters: counters, render))
  }

  /// Binds an event output, such as a route: `render` runs for every event, each run one view
  /// call named `name`.
  @inlinable
  public func bind<Value>(
    _ output: Events<Value>, _ name: String, render: @escaping (Value) -> Void
  ) {
    keep(Self.observe(output, name, counters: counters, render))
  }

  /// Cancels every binding: no value reaches the view any more, and the render closures are
  /// released. The binder can bind again afterwards (a reused cell does).
  public func unbindAll() {
    firstSix = (nil, nil, nil, nil, nil, nil)
    beyondSix.removeAll(keepingCapacity: true)
    boundCount = 0
  }

  // NB: `consuming`, so that the reference the binding made moves into its field, rather than
  // being retained there and released here.
  @usableFromInline
  func keep(_ subscription: consuming Subscription) {
    switch boundCount {
    case 0: firstSix.0 = subscription
    case 1: firstSix.1 = subscription
    case 2: firstSix.2 = subscription
    case 3: firstSix.3 = subscription
    case 4: firstSix.4 = subscription
    case 5: firstSix.5 = subscription
    default: beyondSix.append(subscription)
    }
    boundCount += 1
  }

  /// Observes `output` as a binding named `name`: a renderer that keeps its own subscriptions
  /// shares it.
  ///
  /// NB: each binding is one subscription holding what it needs inline (the counters, the
  /// name, `render` and, de-duplicated, the last value rendered): one allocation, plus
  /// `render`'s own context when it captures more than one object. Not
  /// `output.removeDuplicates().observe { … }`, which delivers the same values but builds a
  /// derived observable per binding (the operator, its closures, its upstream subscription).
  @inlinable
  static func observe<Value: Equatable>(
    _ output: Observable<Value>, _ name: String, counters: ViewCounters, deduplicates: Bool,
    _ render: @escaping (Value) -> Void
  ) -> Subscription {
    guard deduplicates else { return observe(output, name, counters: counters, render) }
    counters.countBoundOutput()
    let binding = DeduplicatingBinding(counters: counters, name: name, render: render)
    return output.observe(context: binding) { binding, value in
      guard binding.isChange(value) else { return }
      binding.counters.countViewCall(binding.name)
      binding.render(value)
    }
  }

  @inlinable
  static func observe<Value>(
    _ output: Observable<Value>, _ name: String, counters: ViewCounters,
    _ render: @escaping (Value) -> Void
  ) -> Subscription {
    counters.countBoundOutput()
    let binding = Binding(counters: counters, name: name, render: render)
    return output.observe(context: binding) { binding, value in
      binding.counters.countViewCall(binding.name)
      binding.render(value)
    }
  }

  /// Observes `output` as a binding named `name` whose `render` is given `context` with each
  /// value: a `render` that captures at most one object allocates nothing of its own.
  @inlinable
  static func observe<Value, Context>(
    _ output: Observable<Value>, _ name: String, counters: ViewCounters, context: Context,
    _ render: @escaping (Context, Value) -> Void
  ) -> Subscription {
    counters.countBoundOutput()
    let binding = ContextBinding(counters: counters, name: name, context: context, render: render)
    return output.observe(context: binding) { binding, value in
      binding.counters.countViewCall(binding.name)
      binding.render(binding.context, value)
    }
  }

  @inlinable
  static func observe<Value>(
    _ output: Events<Value>, _ name: String, counters: ViewCounters,
    _ render: @escaping (Value) -> Void
  ) -> Subscription {
    counters.countBoundOutput()
    let binding = Binding(counters: counters, name: name, render: render)
    return output.observe(context: binding) { binding, value in
      binding.counters.countViewCall(binding.name)
      binding.render(value)
    }
  }
}

/// What a binding's subscription keeps: where it counts, its name and how it renders.
@usableFromInline
struct Binding<Value> {
  @usableFromInline
  let counters: ViewCounters
  @usableFromInline
  let name: String
  @usableFromInline
  let render: (Value) -> Void

  @inlinable
  init(counters: ViewCounters, name: String, render: @escaping (Value) -> Void) {
    self.counters = counters
    self.name = name
    self.render = render
  }
}

/// What a binding's subscription keeps when its render is given a context: a binding's, and
/// the context.
@usableFromInline
struct ContextBinding<Context, Value> {
  @usableFromInline
  let counters: ViewCounters
  @usableFromInline
  let name: String
  @usableFromInline
  let context: Context
  @usableFromInline
  let render: (Context, Value) -> Void

  @inlinable
  init(
    counters: ViewCounters, name: String, context: Context,
    render: @escaping (Context, Value) -> Void
  ) {
    self.counters = counters
    self.name = name
    self.context = context
    self.render = render
  }
}

/// What a de-duplicated binding's subscription keeps: a binding's, and the last value it
/// rendered, so that an equal one is skipped, as `removeDuplicates()` would skip it.
///
/// It agrees with `removeDuplicates()` on every sequence: the first call (the current value at
/// bind) always renders; each later value renders if it differs from the last one rendered. An
/// observer receives the values of its output in the order the output notifies (queued sends
/// included), and once per transaction, so "the last one rendered" is the derived observable's
/// "last one notified".
@usableFromInline
struct DeduplicatingBinding<Value: Equatable> {
  @usableFromInline
  let counters: ViewCounters
  @usableFromInline
  let name: String
  @usableFromInline
  let render: (Value) -> Void
  @usableFromInline
  var last: Value?

  @inlinable
  init(counters: ViewCounters, name: String, render: @escaping (Value) -> Void) {
    self.counters = counters
    self.name = name
    self.render = render
  }

  /// `true`, and remembers `value`, unless it equals the last value rendered.
  @inlinable
  mutating func isChange(_ value: Value) -> Bool {
    if let last, last == value { return false }
    last = value
    return true
  }
}
