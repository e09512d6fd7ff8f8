// `package`: the benchmark tool (BenchKit) converts durations the same way.
//
// NB: none reads `components`, whose seconds are an `Int64` that traps for a duration past
// `.seconds(Int64.max)`: a watchdog adds to a limit meaning "for ever" as much again.
extension Duration {
  /// The duration in seconds, as a floating-point number.
  package var seconds: Double {
    self / .seconds(1)
  }

  /// The duration in nanoseconds, as a floating-point number.
  package var nanoseconds: Double {
    self / .nanoseconds(1)
  }

  /// The duration in whole nanoseconds (rounded toward zero), or `Int.max` (`Int.min`) for a
  /// duration longer than `Int` can count, about 292 years.
  package var wholeNanoseconds: Int {
    Int(clamping: attoseconds / 1_000_000_000)
  }
}
