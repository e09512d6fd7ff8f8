/// The limit on how deep a chain of operators may grow.
///
/// Subscribing to a chain, sending through it, reading its unobserved value, cancelling it and
/// releasing it each take one nested call per operator. The first three are checked against
/// the stack as deliveries are (see ``StackGuard``); cancelling, and the chain of `deinit`s
/// that the Swift runtime runs on release, cannot be. Capping the depth where a chain is made
/// keeps every path within a known amount of stack, on the smallest stack users have: the
/// 512 KiB of a Darwin secondary thread, where Swift concurrency (and Swift Testing) run.
///
/// Stack per level, measured on x86_64 Linux with Swift 6.3 by recording stack addresses at the
/// deepest point of each path, for chains of 200 and 1 000 `Int` operators (`map`, `filter`,
/// `compactMap`, `removeDuplicates`, `combineLatest`); a 64-byte value adds about 150 bytes a
/// level in a debug build and 180 in a release build:
///
/// | path                                  | debug         | release     |
/// |---------------------------------------|---------------|-------------|
/// | send (or set)                         | 960–1 152 B   | 176–336 B   |
/// | subscribe                             | 770–985 B     | 224–330 B   |
/// | read `value` (unobserved, transaction)| 385–430 B     | 145–185 B   |
/// | cancel                                | 610–660 B     | 240 B       |
/// | release (the `deinit` chain)          | 145–240 B     | 110–190 B   |
///
/// The checked paths may use the stack above the guard's reserve: 384 KiB of a 512 KiB stack,
/// which a send fills at about 340 levels in a debug build and 1 170 in a release build, and
/// 768 KiB of the 1 MiB main thread of iOS: about 680 levels in debug, 2 300 in release.
/// At this limit the worst path (a send in a debug build) takes about 225 KiB, which leaves
/// more than 150 KiB of a 512 KiB thread for the frames below the chain; cancel takes at most
/// 130 KiB and release 50 KiB, far from the end of the stack.
///
/// Real screens chain a handful of operators; a chain that grows with the data (folding a list
/// of observables with `combineLatest`) is the case this stops, with a message, at once;
/// `Observable.combineLatest(_:)` and `Signal.combineLatest(_:)` combine such a list in one
/// level.
/// The figures are stated for users in "Nesting depth" in Signals.docc.
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
