/// The clock that times a scenario's steps: each reading is the time since an arbitrary origin.
///
/// ``continuous`` reads `ContinuousClock`, whose tick is the machine's: 1 ns on Linux, 41.7 ns
/// on Apple silicon. A test injects a coarser clock to see what a tick does to the figures, e.g.
/// one that ticks every microsecond:
///
/// ```swift
/// var runner = ScenarioRunner()
/// runner.clock = StepClock {
///   .microseconds(Int(StepClock.continuous.now() / .microseconds(1)))
/// }
/// ```
public struct StepClock: Sendable {
  /// Reads the clock.
  public let now: @Sendable () -> Duration

  /// Creates a clock that reads `now`.
  public init(now: @escaping @Sendable () -> Duration) {
    self.now = now
  }

  /// `ContinuousClock`, the clock of every benchmark run.
  public static let continuous: StepClock = {
    let origin = ContinuousClock.now
    return StepClock { ContinuousClock.now - origin }
  }()
}
