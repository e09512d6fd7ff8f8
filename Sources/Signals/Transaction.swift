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
/// Values are current inside; at the end each changed observable notifies once, after which
/// every derived one recomputes once. The full rules (nesting, signals, a throwing `body`) are
/// in "Transactions" in the ``Signals`` overview.
///
/// - Returns: What `body` returns.
public func transaction<Result>(_ body: () throws -> Result) rethrows -> Result {
  try TransactionContext.run(body)
}
