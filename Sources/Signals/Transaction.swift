/// Runs `body` and defers the notifications of every observable changed inside it to its end.
///
/// ```swift
/// transaction {
///   firstName.value = "Ada"
///   lastName.value = "Lovelace"
/// }
/// // fullName = combineLatest(firstName, lastName).map { … } notified once, with "Ada Lovelace"
/// ```
///
/// Inside the transaction, setting an observable stores the value at once (reading `value`
/// returns it) but notifies nobody. At the end, each changed observable notifies once with its
/// final value, and every derived observable recomputes once, after all of its inputs, so no
/// observer sees a state that mixes old and new values. Values set by observers while those
/// notifications run join the same flush. Nested transactions join the outermost one. Signals
/// are events, not state: `send` inside a transaction delivers at once.
///
/// If `body` throws, the values it stored stay and are notified; nothing is rolled back.
///
/// - Returns: What `body` returns.
public func transaction<Result>(_ body: () throws -> Result) rethrows -> Result {
  try TransactionContext.run(body)
}
