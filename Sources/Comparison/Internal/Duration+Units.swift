// `package`: the benchmark tool (BenchKit) converts durations the same way.
extension Duration {
  /// The duration in seconds, as a floating-point number.
  package var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// The duration in nanoseconds, as a floating-point number.
  package var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  /// The duration in whole nanoseconds.
  package var wholeNanoseconds: Int {
    let (seconds, attoseconds) = components
    return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
  }
}
