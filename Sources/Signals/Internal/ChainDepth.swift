/// The limit on how deep a chain of operators may grow.
///
/// Cancelling a chain and releasing it nest one call per operator and cannot be checked against
/// the stack as deliveries are (``StackGuard``), so the depth is capped where a chain is made.
/// Why 200, the figures it is sized from and the way around it are in "Nesting depth" in
/// Signals.docc; change them there when the limit changes.
@usableFromInline
enum ChainDepth {
  /// The deepest an operator may sit: a stream made by `init()` is at depth 0, `map` on it at 1.
  static let limit = 200

  /// Stops the process with a message if `depth` is beyond the limit.
  @usableFromInline
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
