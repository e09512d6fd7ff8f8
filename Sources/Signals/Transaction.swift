/// Runs `body` and defers the notifications of every observable changed inside it to its end.
///
/// ```swift
/// let fullName = firstName.combineLatest(lastName).map { "\($0) \($1)" }
/// transaction {
///   firstName.value = "Ada"
///   lastName.value = "Lovelace"
///   print(fullName.value)   // "Ada Lovelace": values are current inside
/// }
/// // fullName's observers are notified here, once, with "Ada Lovelace"
/// ```
///
/// The rules:
///
/// - **Values are current at once.** Setting an observable stores the value, so reading
///   `value` returns it, but notifies nobody. Reading a derived observable returns the value
///   computed from its inputs' current values, whether it is observed or not: an observed one
///   has not been told of the change yet, so the read recomputes it (without notifying) until
///   the end brings it up to date. A debounced observable is the exception, inside as
///   outside: its value is the last settled one.
/// - **Each changed observable notifies once, at the end,** with its final value, and every
///   derived observable recomputes once, after all of its inputs (the shallower ones first),
///   so no observer sees a state that mixes old and new values.
/// - **During those notifications,** values that observers set join the same flush: stored at
///   once, notified before the transaction returns. An observer still reads the value it was
///   given from the observable notifying it; any other derived observable it reads is current.
/// - Nested transactions join the outermost one. A transaction belongs to the thread that runs
///   it and is synchronous: `body` cannot suspend.
/// - Signals are events, not state: `send` inside a transaction delivers at once.
/// - If `body` throws, the values it stored stay and are notified; nothing is rolled back.
///
/// - Returns: What `body` returns.
public func transaction<Result>(_ body: () throws -> Result) rethrows -> Result {
  try TransactionContext.run(body)
}
