/// The limit on how deep a chain of operators may grow.
///
/// Subscribing to a chain, sending through it, reading its unobserved value, cancelling it and
/// releasing it each take one nested call per operator. The first three are checked against
/// the stack as deliveries are (see ``StackGuard``); cancelling, and the chain of `deinit`s
/// that the Swift runtime runs on release, cannot be. Capping the depth where a chain is made
/// keeps every path within a known amount of stack, on the smallest stack users have: the
/// 512 KiB of a Darwin secondary thread, where Swift concurrency (and Swift Testing) run.
///
/// The limit is sized from the stack each path takes per level, measured in debug and release
/// builds: at 200 the deepest path (a send in a debug build, about 225 KiB) leaves more than
/// 150 KiB of a 512 KiB thread to spare. The figures, and what they allow on 512 KiB and 1 MiB
/// threads, are in "Nesting depth" in Signals.docc; change them there when the limit changes.
///
/// Real screens chain a handful of operators; a chain that grows with the data (folding a list
/// of observables with `combineLatest`) is the case this stops, with a message, at once;
/// `Observable.combineLatest(_:)` and `Signal.combineLatest(_:)` combine such a list in one
/// level.
enum ChainDepth {
  /// The deepest an operator may sit: a stream made by `init()` is at depth 0, `map` on it at 1.
  static let limit = 200

  /// Stops the process with a message if `depth` is beyond the limit.
  static func check(_ depth: Int) {
    if depth > limit {
      // NB: `fatalError`, not `precondition`, whose message optimized builds leave out.
      fatalError(
        """
        Signals: a chain of operators is deeper than \(limit) levels (this one would be \
        \(depth)). Each operator nests one call inside the previous one when the chain is \
        subscribed, sent through and released; combine a list of inputs in one step with \
        Observable.combineLatest(_:) or Signal.combineLatest(_:) rather than folding them \
        into a chain, or keep them in one observable.
        """)
    }
  }
}
