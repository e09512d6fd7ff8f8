/// The clock that times a scenario's steps.
///
/// ``continuous`` reads `ContinuousClock` directly, whose tick is the machine's: 1 ns on Linux,
/// 41.7 ns on Apple silicon. A test injects a coarser clock to see what a tick does to the
/// figures, e.g. one that ticks every microsecond:
///
/// ```swift
/// var runner = ScenarioRunner()
/// runner.clock = StepClock {
///   .microseconds(Int(StepClock.continuous.now() / .microseconds(1)))
/// }
/// ```
public struct StepClock: Sendable {
  /// The injected reading (time since ``origin``), or `nil` to read `ContinuousClock`.
  private let read: (@Sendable () -> Duration)?

  /// Creates a clock that reads `now`: the time since an arbitrary origin.
  public init(now: @escaping @Sendable () -> Duration) {
    read = now
  }

  private init() {
    read = nil
  }

  /// `ContinuousClock`, the clock of every benchmark run.
  public static let continuous = StepClock()

  /// The instant injected readings count from.
  private static let origin = ContinuousClock.now

  /// Reads the clock: the time since an arbitrary origin.
  public func now() -> Duration {
    instant() - Self.origin
  }

  /// Reads the clock as an instant of `ContinuousClock`, which is what a step's timing takes.
  ///
  /// NB: ``continuous`` reads `ContinuousClock.now` here with no call through a closure: that
  /// call and the subtraction of an origin added about 10 ns to every step and to the floor.
  public func instant() -> ContinuousClock.Instant {
    guard let read else { return .now }
    return Self.origin.advanced(by: read())
  }
}
