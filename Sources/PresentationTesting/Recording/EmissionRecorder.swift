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
/// uses it is deterministic. Calls that wait at the same time each return a different value. ``waitForValue(_:from:timeout:fileID:line:)`` and
/// ``waitForValue(from:timeout:fileID:line:where:)`` instead await one particular value, among
/// those recorded before the call as well as after it.
///
/// ``take()`` and ``take(atLeast:timeout:fileID:line:)`` read from the same position as
/// ``next(timeout:fileID:line:)``, all the values at once: each returns the values emitted since
/// the last read, so a test can check a screen's updates step by step, each step as one list:
///
/// ```swift
/// let updates = EmissionRecorder<Update>()
/// // … bind the outputs …
/// _ = updates.take()  // the values bound at once
/// viewModel.refreshButtonWasPressed()
/// #expect(updates.take() == [.loading(true)])
/// service.resolve(1, with: UserProfile(name: "Alice"))
/// #expect(try await updates.take(atLeast: 2) == [.loading(false), .greeting("Welcome, Alice")])
/// ```
///
/// One recorder may bind several sources, mapping each to one type (often an enum whose cases
/// name the outputs), to check the order of updates across outputs. Dropping the recorder, or
/// calling ``unbind()``, cancels its bindings; it never keeps itself alive through its sources.
@MainActor
public final class EmissionRecorder<Value> {
  /// Every value recorded, oldest first.
  public private(set) var values: [Value] = []
  /// The index of the oldest value not yet read by ``next(timeout:fileID:line:)`` or ``take()``.
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
    timeout: Duration = WaitTimeout.defaultLimit,
    fileID: String = #fileID,
    line: Int = #line
  ) async throws -> Value {
    try await waitForUnread(1, timeout, fileID, line) { "value \($0 + 1)" }
    defer { nextIndex += 1 }
    return values[nextIndex]
  }

  /// Returns the values not yet read, oldest first, and marks them read.
  ///
  /// A value is read once ``next(timeout:fileID:line:)``, this method or
  /// ``take(atLeast:timeout:fileID:line:)`` has returned it. ``values`` keeps every value.
  public func take() -> [Value] {
    defer { nextIndex = values.count }
    return Array(values[nextIndex...])
  }

  /// Waits until at least `count` values are recorded and not yet read, then returns every
  /// value not yet read, oldest first, and marks them read.
  ///
  /// It returns more than `count` values when more were emitted by then, so an unexpected extra
  /// update shows in what the test compares.
  ///
  /// - Parameters:
  ///   - count: The number of unread values to wait for.
  ///   - timeout: The longest to wait, in real time.
  ///   - fileID: The file of the wait, for the error; leave the default.
  ///   - line: The line of the wait, for the error; leave the default.
  /// - Returns: Every value not yet read: at least `count` of them.
  /// - Throws: ``WaitTimeout`` when the time limit passes first; `CancellationError` when the
  ///   waiting task is cancelled. Then nothing is marked read.
  public func take(
    atLeast count: Int,
    timeout: Duration = WaitTimeout.defaultLimit,
    fileID: String = #fileID,
    line: Int = #line
  ) async throws -> [Value] {
    try await waitForUnread(count, timeout, fileID, line) { _ in
      count == 1 ? "1 new value" : "\(count) new values"
    }
    return take()
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
    timeout: Duration = WaitTimeout.defaultLimit,
    fileID: String = #fileID,
    line: Int = #line
  ) async throws -> [Value] {
    try await wait(count, count == 1 ? "1 value" : "\(count) values", timeout, fileID, line)
    return values
  }

  /// Returns the first recorded value, from index `startIndex` on, that `predicate` accepts,
  /// waiting until such a value is recorded.
  ///
  /// Values recorded before the call count: with the default `startIndex` of 0, a value already
  /// recorded that matches is returned at once. To wait for a value the screen has yet to emit,
  /// pass the ``count`` taken before the action:
  ///
  /// ```swift
  /// let before = errorMessage.count
  /// viewModel.refreshButtonWasPressed()
  /// service.fail(1, with: ServiceError.timedOut)
  /// let message = try await errorMessage.waitForValue(from: before) { $0 != nil }
  /// ```
  ///
  /// It neither reads nor moves the position of ``next(timeout:fileID:line:)``.
  ///
  /// - Parameters:
  ///   - startIndex: The index of the first value to consider; 0, the default, considers all.
  ///   - timeout: The longest to wait, in real time.
  ///   - fileID: The file of the wait, for the error; leave the default.
  ///   - line: The line of the wait, for the error; leave the default.
  ///   - predicate: Whether a value is the one to wait for; called on the main actor.
  /// - Returns: The first matching value.
  /// - Throws: ``WaitTimeout`` when the time limit passes first; `CancellationError` when the
  ///   waiting task is cancelled; any error the predicate throws.
  @discardableResult
  public func waitForValue(
    from startIndex: Int = 0,
    timeout: Duration = WaitTimeout.defaultLimit,
    fileID: String = #fileID,
    line: Int = #line,
    where predicate: (Value) throws -> Bool
  ) async throws -> Value {
    try await recorded.first(
      of: { values }, from: startIndex, noun: "value", expectation: "a matching value",
      timeout: timeout, fileID: fileID, line: line, where: predicate)
  }

  /// Returns `value` once a value equal to it is recorded at index `startIndex` or later,
  /// returning at once when one already is.
  ///
  /// ```swift
  /// viewModel.viewDidAppear()
  /// try await service.waitForRequests(count: 1)
  /// service.resolve(0, with: UserProfile(name: "Alice"))
  /// try await greeting.waitForValue("Welcome, Alice")
  /// ```
  ///
  /// Like ``waitForValue(from:timeout:fileID:line:where:)``, it considers the values recorded
  /// before the call, and it neither reads nor moves the position of
  /// ``next(timeout:fileID:line:)``.
  ///
  /// - Parameters:
  ///   - value: The value to wait for.
  ///   - startIndex: The index of the first value to consider; 0, the default, considers all.
  ///   - timeout: The longest to wait, in real time.
  ///   - fileID: The file of the wait, for the error; leave the default.
  ///   - line: The line of the wait, for the error; leave the default.
  /// - Returns: The recorded value equal to `value`.
  /// - Throws: ``WaitTimeout`` when the time limit passes first; `CancellationError` when the
  ///   waiting task is cancelled.
  @discardableResult
  public func waitForValue(
    _ value: Value,
    from startIndex: Int = 0,
    timeout: Duration = WaitTimeout.defaultLimit,
    fileID: String = #fileID,
    line: Int = #line
  ) async throws -> Value where Value: Equatable {
    try await recorded.first(
      of: { values }, from: startIndex, noun: "value",
      expectation: "a value equal to \(String(reflecting: value))", timeout: timeout,
      fileID: fileID, line: line, where: { $0 == value })
  }

  private func wait(
    _ count: Int, _ expectation: String, _ timeout: Duration, _ fileID: String, _ line: Int
  ) async throws {
    try await recorded.wait(
      for: count, of: { values }, noun: "value", expectation: expectation, timeout: timeout,
      fileID: fileID, line: line)
  }

  /// Waits until at least `count` values are recorded and not yet read. The position is read
  /// again after every wake, so calls that wait at the same time each get values of their own:
  /// the first to resume reads, the others wait for the values after.
  private func waitForUnread(
    _ count: Int, _ timeout: Duration, _ fileID: String, _ line: Int,
    expectation: (_ position: Int) -> String
  ) async throws {
    let deadline = ContinuousClock.Instant.deadline(after: timeout)
    while values.count - nextIndex < count {
      try await recorded.wait(
        for: nextIndex + count, of: { values }, noun: "value",
        expectation: expectation(nextIndex), timeout: timeout, deadline: deadline,
        fileID: fileID, line: line)
    }
  }

  private func record(_ value: Value) {
    values.append(value)
    recorded.update(count: values.count)
  }
}
