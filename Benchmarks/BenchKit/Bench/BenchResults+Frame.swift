extension BenchResults {
  /// One frame at 120 Hz, in nanoseconds (8.33 ms): what every "share of a frame" divides by.
  /// See "Frame context" in HowPatternBenchMeasures.md.
  static let frameNanoseconds = 8_333_333

  /// The prefix of the kinds of step that each stand for one frame of a scrolling list
  /// (`frame: scroll`, `frame: jump`, `frame: update`), which the report charts per arm.
  static let frameKindPrefix = "frame: "

  /// `nanoseconds` as a share of a 120 Hz frame: 1 is a whole frame.
  static func frameShare(_ nanoseconds: Int) -> Double {
    Double(nanoseconds) / Double(frameNanoseconds)
  }
}
