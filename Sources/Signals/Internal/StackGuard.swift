import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Stops the process with a clear message when deliveries nest so deeply that the thread's
/// stack is about to overflow, instead of letting it crash in whatever frame comes next.
///
/// What nests, the reserve and what it allows are in "Nesting depth" in Signals.docc. A count of
/// levels would need thread-local storage on every send, which costs more than the send itself;
/// instead each source keeps the stack window of the thread it last delivered on (a
/// ``StackWindow``) and a delivery checks its own stack address against it. Each thread keeps
/// its own window once measured, in thread-specific storage that only the slow path reads: a
/// source's first delivery, or its first on another thread. A new source looks first at the
/// windows sources fetched lately, on any thread (``sharedBounds(containing:)``): one of them is
/// most often the current thread's, and spares the lookup.
enum StackGuard {
  /// The part of one thread's stack where a delivery may start: from `floor`, the lowest
  /// address above the reserve, to `top`.
  struct Window {
    var floor: UInt
    var top: UInt
    var reserve: UInt
    var size: UInt
  }

  /// What a ``StackWindow`` keeps when the stack cannot be measured: every address passes.
  static let unbounded = Window(floor: 0, top: .max, reserve: 0, size: 0)

  /// Where each thread keeps the window of its own stack once measured: thread-specific
  /// storage, freed with the thread, so a lookup takes no lock and never finds another
  /// thread's window (a thread that ended may leave its stack memory to a new one with other
  /// bounds).
  private static let threadWindowKey: pthread_key_t = {
    var key = pthread_key_t()
    // NB: `free` of the slot, which `malloc` made; a closure that takes the slot as Darwin and
    // Glibc each declare it.
    let status = pthread_key_create(&key) { slot in free(slot) }
    precondition(status == 0, "Signals: the stack guard found no thread-specific key")
    return key
  }()

  /// The window of the current thread's stack, which holds `address`; stops the process if
  /// `address` is below its floor.
  static func window(containing address: UInt) -> Window {
    let slot = pthread_getspecific(threadWindowKey)?.assumingMemoryBound(to: Window.self)
    if let cached = slot?.pointee, cached.floor <= address, address < cached.top {
      return cached
    }
    // Not measured yet on this thread, or below the floor: only a fresh measurement may stop
    // the process.
    guard let measured = measureCurrentStack() else { return unbounded }
    guard measured.floor - measured.reserve <= address, address < measured.top else {
      // NB: not on this thread's stack at all (AddressSanitizer keeps frames on a fake stack
      // of its own): there is nothing to measure against, so nothing is guarded.
      return unbounded
    }
    if address < measured.floor {
      // NB: `fatalError`, not `precondition`, whose message optimized builds leave out.
      fatalError(message(for: measured))
    }
    if let slot {
      slot.pointee = measured
    } else if let memory = malloc(MemoryLayout<Window>.stride) {
      memory.initializeMemory(as: Window.self, to: measured)
      pthread_setspecific(threadWindowKey, memory)
    }
    return measured
  }

  /// The bounds of the windows sources fetched lately, as ``pack(_:)`` packs them, or 0: the
  /// last four fetched on a thread whose window none held, so that threads that take turns
  /// (a main thread and a queue's) each find their own.
  ///
  /// NB: each in one word, so that it is read whole: a floor and a top read apart could come
  /// from two threads and make a window that holds an address below its own thread's floor.
  private static let sharedSlot0 = Atomic<UInt64>(0)
  private static let sharedSlot1 = Atomic<UInt64>(0)
  private static let sharedSlot2 = Atomic<UInt64>(0)
  private static let sharedSlot3 = Atomic<UInt64>(0)

  /// The number of windows shared so far; the next goes to the slot it names, modulo 4.
  private static let sharedCount = Atomic<UInt>(0)

  /// The floor and top of a window a source fetched lately, if one holds `address`.
  ///
  /// NB: sound for the reason a source's own window is (see ``StackWindow/check()``): the
  /// stacks of live threads do not overlap, so a window that holds an address of the current
  /// stack is the current thread's, or a part of it once rounded. And with the same limit: a
  /// window can outlive its thread, and a new thread whose stack the system maps over it with
  /// other bounds could start deliveries in its reserve unchecked, and overflow without the
  /// message (a thread that reuses a cached stack gets the same bounds).
  static func sharedBounds(containing address: UInt) -> (floor: UInt, top: UInt)? {
    bounds(sharedSlot0.load(ordering: .relaxed), containing: address)
      ?? bounds(sharedSlot1.load(ordering: .relaxed), containing: address)
      ?? bounds(sharedSlot2.load(ordering: .relaxed), containing: address)
      ?? bounds(sharedSlot3.load(ordering: .relaxed), containing: address)
  }

  /// Shares `window`'s bounds with the sources that fetch a window next, in place of the
  /// oldest shared, if one word holds them.
  static func share(_ window: Window) {
    guard let packed = pack(window) else { return }
    switch sharedCount.wrappingAdd(1, ordering: .relaxed).oldValue % 4 {
    case 0: sharedSlot0.store(packed, ordering: .relaxed)
    case 1: sharedSlot1.store(packed, ordering: .relaxed)
    case 2: sharedSlot2.store(packed, ordering: .relaxed)
    default: sharedSlot3.store(packed, ordering: .relaxed)
    }
  }

  /// `window`'s floor rounded up and its top rounded down to a 4 KiB page, in one word: the
  /// floor's page number in the high 36 bits, the span in pages in the low 28; `nil` for an
  /// unmeasured stack (``unbounded``), a window of less than a page, or an address beyond 48
  /// bits.
  static func pack(_ window: Window) -> UInt64? {
    let (floor, top) = (UInt64(window.floor), UInt64(window.top))
    guard window.size != 0, floor < top, top < 1 << 48 else { return nil }
    let (floorPage, topPage) = ((floor + 4095) >> 12, top >> 12)
    guard floorPage < topPage, topPage - floorPage < 1 << 28 else { return nil }
    return floorPage << 28 | (topPage - floorPage)
  }

  /// The floor and top that `packed` (made by ``pack(_:)``) holds, if they hold `address`.
  static func bounds(_ packed: UInt64, containing address: UInt) -> (floor: UInt, top: UInt)? {
    guard packed != 0 else { return nil }
    let floor = (packed >> 28) << 12
    let top = floor + (packed & (1 << 28 - 1)) << 12
    let at = UInt64(address)
    return floor <= at && at < top ? (UInt(floor), UInt(top)) : nil
  }

  static func message(for window: Window) -> String {
    """
    Signals: deliveries are nested too deeply: less than \(window.reserve / 1024) KiB of this \
    thread's \(window.size / 1024) KiB stack is left. Each observer that sends, sets or \
    subscribes on another source, and each operator of a chain, runs one level deeper; break \
    the chain (a scheduler, a transaction, or a send on the signal that is delivering, which is \
    queued rather than nested) or run it on a thread with a larger stack.
    """
  }

  /// The bounds of the current thread's stack, or `nil` if the platform does not tell.
  private static func measureCurrentStack() -> Window? {
    #if canImport(Darwin)
      let thread = pthread_self()
      let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
      let size = UInt(pthread_get_stacksize_np(thread))
      return window(low: top - size, size: size)
    #else
      guard let getAttributes = threadAttributesFunction else { return nil }
      var attributes = pthread_attr_t()
      guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
      defer { pthread_attr_destroy(&attributes) }
      var low: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attributes, &low, &size) == 0, let low, size > 0 else {
        return nil
      }
      return window(low: UInt(bitPattern: low), size: UInt(size))
    #endif
  }

  private static func window(low: UInt, size: UInt) -> Window {
    let reserve = min(size / 4, 256 * 1024)
    return Window(floor: low + reserve, top: low + size, reserve: reserve, size: size)
  }

  #if !canImport(Darwin)
    /// `pthread_getattr_np`, which the C library has but its Swift module leaves out (it is a
    /// GNU extension); looked up once.
    private static let threadAttributesFunction:
      (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? = {
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
        return unsafeBitCast(
          symbol,
          to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
      }()
  #endif
}

/// The part of the stack where a source may start a delivery, on the thread it last ran on:
/// each source keeps one inline, so the check reads nothing shared.
@usableFromInline
struct StackWindow {
  /// The lowest address where a delivery may start; zero until the first check.
  @usableFromInline
  var floor: UInt = 0

  /// The size of the window above `floor`; zero until the first check.
  @usableFromInline
  var span: UInt = 0

  @usableFromInline
  init() {}

  /// Stops the process if a delivery starting here would leave too little stack; for every
  /// path that may nest: a delivery, a subscription, an unobserved derived value.
  ///
  /// NB: the window is the one of the thread this source last checked on. Another thread's
  /// stack lies elsewhere, so its addresses fall outside and take the slow path, which fetches
  /// that thread's window; the check never passes an address that is too low.
  @inlinable
  @inline(__always)
  mutating func check() {
    let address = _withUnprotectedUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) {
      UInt(bitPattern: $0.baseAddress)
    }
    if address &- floor >= span {
      enter(containing: address)
    }
  }

  @usableFromInline
  @inline(never)
  mutating func enter(containing address: UInt) {
    if let shared = StackGuard.sharedBounds(containing: address) {
      floor = shared.floor
      span = shared.top &- shared.floor
      return
    }
    let window = StackGuard.window(containing: address)
    floor = window.floor
    span = window.top &- window.floor
    StackGuard.share(window)
  }
}
