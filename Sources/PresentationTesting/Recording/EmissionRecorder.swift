import Services
public import Signals

/// Records every value a `Signal` or `Observable` emits, the way a bound view receives them, and
/// lets a test await the next one or a count of them.
///
/// A `Signal` parameter is written `Events`, the read-only face every `Signal` has, so a view
/// model's `route` records as well as a signal it sends on.
///
/// An `Observable` emits its current value at once when bound, then every change; a `Signal`
/// emits only what is sent after binding. Values are recorded in the order they are emitted, on
/// the main actor, and nothing is ever dropped or merged:
///
/// ```swift
/// let viewModel = WelcomeViewModel(service: service)
/// let greeting = EmissionRecorder(viewModel.greeting)  // records nil at once
/// viewModel.viewDidAppear()
/// service.resolve(0, with: UserProfile(name: "Alice"))
/// try await greeting.waitForCount(2)
/// #expect(greeting.values == [nil, "Welcome, Alice"])
/// ```
///
/// ``next(timeout:fileID:line:)`` reads the values one by one, like an iterator: each call
/// returns the oldest value it has not returned yet, waiting for it if it has not been emitted.
/// It does not matter whether the emission happened before or after the call, so a test that
/// uses it is deterministic.
///
/// One recorder may bind several sources, mapping each to one type (often an enum whose cases
/// name the outputs), to check the order of updates across outputs. Dropping the recorder, or
/// calling ``unbind()``, cancels its bindings; it never keeps itself alive through its sources.
@MainActor
public final class EmissionRecorder<Value> {
  /// Every value recorded, oldest first.
  public private(set) var values: [Value] = []
  /// The index of the value ``next(timeout:fileID:line:)`` returns next.
  private var nextIndex = 0
  private var subscriptions: [Subscription] = []
  private let recorded = CountWaiters()

  /// Creates a recorder with no binding; add sources with the `bind` methods.
  public init() {}

  /// Creates a recorder bound to `signal`: it records each value sent from now on.
  public convenience init(_ signal: Events<Value>) {
    self.init()
    bind(signal)
  }

  /// Creates a recorder bound to `observable`: it records the current value at once, then each
  /// change.
  public convenience init(_ observable: Observable<Value>) {
    self.init()
    bind(observable)
  }

  /// The number of values recorded.
  public var count: Int { values.count }

  /// Records each value sent on `signal` from now on.
  public func bind(_ signal: Events<Value>) {
    bind(signal) { $0 }
  }

  /// Records the current value of `observable` at once, then each change.
  public func bind(_ observable: Observable<Value>) {
    bind(observable) { $0 }
  }

  /// Records each value sent on `signal` from now on, as `transform` turns it into a `Value`.
  ///
  /// ```swift
  /// enum Update: Equatable { case loading(Bool), greeting(String?) }
  /// let updates = EmissionRecorder<Update>()
  /// updates.bind(viewModel.isLoading, as: Update.loading)
  /// updates.bind(viewModel.greeting, as: Update.greeting)
  /// #expect(updates.values == [.loading(false), .greeting(nil)])
  /// ```
  public func bind<Source>(_ signal: Events<Source>, as transform: @escaping (Source) -> Value) {
    // Weak: the recorder owns the subscription; the source must not keep the recorder alive.
    signal.observe { [weak self] in self?.record(transform($0)) }.store(in: &subscriptions)
  }

  /// Records the current value of `observable` at once, then each change, as `transform` turns
  /// it into a `Value`.
  public func bind<Source>(
    _ observable: Observable<Source>,
    as transform: @escaping (Source) -> Value
  ) {
    observable.observe { [weak self] in self?.record(transform($0)) }.store(in: &subscriptions)
  }

  /// Cancels every binding, as a closing view would; the values recorded so far stay.
  public func unbind() {
    subscriptions.removeAll()
  }

  /// Returns the oldest value not yet returned by this method, waiting until it is emitted.
  ///
  /// - Parameters:
  ///   - timeout: The longest to wait, in real time, when the value has not been emitted yet.
  ///   - fileID: The file of the wait, for the error; leave the default.
  ///   - line: The line of the wait, for the error; leave the default.
  /// - Throws: ``WaitTimeout`` when the time limit passes first; `CancellationError` when the
  ///   waiting task is cancelled.
  public func next(
    timeout: Duration = .seconds(5),
    fileID: String = #fileID,
    line: Int = #line
  ) async throws -> Value {
    let index = nextIndex
    try await waitForCount(
      index + 1, expectation: "value \(index + 1)", timeout: timeout, fileID: fileID, line: line)
    nextIndex = index + 1
    return values[index]
  }

  /// Waits until at least `count` values are recorded, and returns all values recorded.
  ///
  /// - Parameters:
  ///   - count: The number of values to wait for, counted from the first ever recorded.
  ///   - timeout: The longest to wait, in real time.
  ///   - fileID: The file of the wait, for the error; leave the default.
  ///   - line: The line of the wait, for the error; leave the default.
  /// - Returns: Every value recorded, oldest first: at least `count` of them.
  /// - Throws: ``WaitTimeout`` when the time limit passes first; `CancellationError` when the
  ///   waiting task is cancelled.
  @discardableResult
  public func waitForCount(
    _ count: Int,
    timeout: Duration = .seconds(5),
    fileID: String = #fileID,
    line: Int = #line
  ) async throws -> [Value] {
    try await waitForCount(
      count, expectation: count == 1 ? "1 value" : "\(count) values", timeout: timeout,
      fileID: fileID, line: line)
    return values
  }

  private func waitForCount(
    _ count: Int,
    expectation: String,
    timeout: Duration,
    fileID: String,
    line: Int
  ) async throws {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while values.count < count {
      try Task.checkCancellation()
      guard ContinuousClock.now < deadline else {
        throw WaitTimeout(
          expectation: expectation, observed: abbreviated(values, noun: "value"),
          timeout: timeout, fileID: fileID, line: line)
      }
      await recorded.wait(untilCountReaches: count, deadline: deadline)
    }
  }

  private func record(_ value: Value) {
    values.append(value)
    recorded.update(count: values.count)
  }
}
