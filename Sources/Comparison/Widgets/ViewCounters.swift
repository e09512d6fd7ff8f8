/// The update counts of one headless screen, measured at the view boundary the same way for
/// both patterns.
///
/// - **view calls**: each time control crosses from presentation logic into the view: an MVP
///   view-protocol call, or an MVVM binding observer invocation (the first one at bind
///   included);
/// - **widget writes**: each write to a widget property;
/// - **redundant writes**: writes of a value equal to the one already there.
public struct ViewCounts: Sendable, Equatable, Codable, CustomStringConvertible {
  /// Crossings from presentation logic into the view.
  public var viewCalls = 0
  /// Writes to widget properties.
  public var widgetWrites = 0
  /// Writes that stored the value already there.
  public var redundantWrites = 0

  /// Creates counts, zero by default.
  public init(viewCalls: Int = 0, widgetWrites: Int = 0, redundantWrites: Int = 0) {
    self.viewCalls = viewCalls
    self.widgetWrites = widgetWrites
    self.redundantWrites = redundantWrites
  }

  /// `viewCalls/widgetWrites/redundantWrites`, e.g. `7/9/2`.
  public var description: String {
    "\(viewCalls)/\(widgetWrites)/\(redundantWrites)"
  }

  /// The counts accumulated since `earlier`.
  public func subtracting(_ earlier: ViewCounts) -> ViewCounts {
    ViewCounts(
      viewCalls: viewCalls - earlier.viewCalls,
      widgetWrites: widgetWrites - earlier.widgetWrites,
      redundantWrites: redundantWrites - earlier.redundantWrites
    )
  }
}

/// Counts what crosses into one headless screen and wakes whoever waits for it to settle.
@MainActor
public final class ViewCounters {
  /// The counts so far.
  public private(set) var counts = ViewCounts()

  private var waiters: [Waiter] = []

  private typealias Waiter = (
    condition: @MainActor () -> Bool, continuation: CheckedContinuation<Void, Never>
  )

  /// Creates counters at zero.
  public init() {}

  /// Records one crossing from presentation logic into the view.
  public func countViewCall() {
    counts.viewCalls += 1
  }

  /// Records one widget write, and whether it stored the value already there.
  func countWrite(redundant: Bool) {
    counts.widgetWrites += 1
    if redundant { counts.redundantWrites += 1 }
    if !waiters.isEmpty { wakeWaiters() }
  }

  /// Suspends until `condition` holds, checking it after every widget write (never polling).
  public func waitUntil(_ condition: @escaping @MainActor () -> Bool) async {
    if condition() { return }
    await withCheckedContinuation { continuation in
      waiters.append((condition, continuation))
    }
  }

  private func wakeWaiters() {
    var remaining: [Waiter] = []
    for waiter in waiters {
      if waiter.condition() {
        waiter.continuation.resume()
      } else {
        remaining.append(waiter)
      }
    }
    waiters = remaining
  }
}
