import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Something a transaction flushes at its end: a changed observable, or a derived one whose
/// inputs changed.
protocol TransactionParticipant: AnyObject {
  var rank: Int { get }
  func flushTransaction()
}

/// The open transaction of one thread: what changed inside it, grouped by rank.
///
/// NB: a transaction is synchronous, so it starts and ends on one thread without suspending;
/// the thread is therefore a faithful stand-in for the isolation domain that runs it. The
/// context lives in a thread-local slot, and a process-wide counter of open transactions lets
/// every set outside a transaction skip the thread-local lookup with one relaxed load.
@usableFromInline
final class TransactionContext {
  private var depth = 0
  private var isFlushing = false
  private var buckets: [[any TransactionParticipant]] = []
  /// The next participant to flush in each bucket (FIFO without shifting arrays).
  private var heads: [Int] = []
  private var lowestRank = Int.max

  /// Changes whenever a source observable stores a value inside this transaction; unique
  /// across transactions and threads. A derived observable that recomputed at the current
  /// stamp is up to date; any other recomputes when read (see `DerivedObservable.value`).
  private(set) var stamp: UInt64

  private static let openCount = Atomic<Int>(0)
  private static let lastStamp = Atomic<UInt64>(0)

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "Signals: cannot create the transaction key (error \(status))")
    return key
  }()

  /// `false` when no thread has a transaction open: the fast path of every set.
  ///
  /// NB: sets in the client call ``isAnyTransactionOpen()`` instead, which does not fetch this
  /// class's metadata first, as a call to one of its static members does.
  static var isAnyOpen: Bool {
    openCount.load(ordering: .relaxed) != 0
  }

  /// This thread's open transaction, if any.
  @usableFromInline
  static var current: TransactionContext? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<TransactionContext>.fromOpaque(pointer).takeUnretainedValue()
  }

  static func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    let context = current ?? open()
    context.depth += 1
    defer { context.end() }
    return try body()
  }

  private init() {
    stamp = Self.nextStamp()
  }

  private static func nextStamp() -> UInt64 {
    lastStamp.wrappingAdd(1, ordering: .relaxed).newValue
  }

  /// Records that a source observable stored a new value: every derived value computed before
  /// is out of date.
  @usableFromInline
  func noteChange() {
    stamp = Self.nextStamp()
  }

  private static func open() -> TransactionContext {
    let context = TransactionContext()
    pthread_setspecific(key, Unmanaged.passRetained(context).toOpaque())
    openCount.add(1, ordering: .relaxed)
    return context
  }

  private func end() {
    depth -= 1
    // NB: a transaction opened by an observer during the flush joins that flush.
    guard depth == 0, !isFlushing else { return }
    flush()
    pthread_setspecific(Self.key, nil)
    Self.openCount.subtract(1, ordering: .relaxed)
    Unmanaged.passUnretained(self).release()
  }

  /// Queues `participant` to be flushed at the end; each participant is queued at most once
  /// per flush round (it keeps its own flag).
  func schedule(_ participant: any TransactionParticipant) {
    let rank = participant.rank
    while buckets.count <= rank {
      buckets.append([])
      heads.append(0)
    }
    buckets[rank].append(participant)
    lowestRank = min(lowestRank, rank)
  }

  /// Flushes the lowest rank first; a flushed observable notifies derived ones, which schedule
  /// themselves at a higher rank, so each recomputes once, after all its inputs.
  private func flush() {
    isFlushing = true
    while let participant = popLowest() {
      participant.flushTransaction()
    }
    isFlushing = false
  }

  private func popLowest() -> (any TransactionParticipant)? {
    while lowestRank < buckets.count {
      let head = heads[lowestRank]
      if head < buckets[lowestRank].count {
        heads[lowestRank] = head + 1
        return buckets[lowestRank][head]
      }
      buckets[lowestRank].removeAll(keepingCapacity: true)
      heads[lowestRank] = 0
      lowestRank += 1
    }
    lowestRank = Int.max
    return nil
  }
}

/// `false` when no thread has a transaction open: ``TransactionContext/isAnyOpen`` for the
/// inlinable fast path of every set.
@usableFromInline
func isAnyTransactionOpen() -> Bool {
  TransactionContext.isAnyOpen
}
