/// The limit on how deep a chain of operators may grow.
///
/// Subscribing to a chain, sending through it, cancelling it and releasing it each take one
/// nested call per operator, and some of those (the teardown, and the release that the Swift
/// runtime runs) cannot be checked against the stack as deliveries are (see ``StackGuard``).
/// Capping the depth where a chain is made keeps all of them within a known amount of stack:
/// about a megabyte in a debug build at the limit, a few hundred kilobytes in a release build.
/// Real screens chain a handful of operators; a chain that grows with the data (folding a list
/// of observables with `combineLatest`) is the case this stops, with a message, at once.
enum ChainDepth {
  /// The deepest an operator may sit: a stream made by `init()` is at depth 0, `map` on it at 1.
  static let limit = 1_000

  /// Stops the process with a message if `depth` is beyond the limit.
  static func check(_ depth: Int) {
    if depth > limit {
      // NB: `fatalError`, not `precondition`, whose message optimized builds leave out.
      fatalError(
        """
        Signals: a chain of operators is deeper than \(limit) levels (this one would be \
        \(depth)). Each operator nests one call inside the previous one when the chain is \
        subscribed, sent through and released; combine many inputs as a balanced tree rather \
        than one long chain, or keep them in one observable.
        """)
    }
  }
}
