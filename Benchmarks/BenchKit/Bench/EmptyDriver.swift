import Comparison

/// A screen with nothing on it, for measuring the floor of the latency path.
@MainActor
final class EmptyDriver: ScreenDriver {
  let counters = ViewCounters()
  func snapshot() -> ScreenSnapshot { ScreenSnapshot(screen: "Empty", elements: []) }
  func close() {}
  var lifetimeProbes: [AnyObject] { [] }
}
