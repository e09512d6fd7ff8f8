import Testing

@testable import Comparison

/// The units the harness converts a `Duration` to, for its figures and its messages: every
/// duration converts, whatever its size, a limit meaning "for ever" included.
@Suite struct DurationUnitsTests {
  /// `.seconds(Int64.max)` is the largest limit a caller writes; a runner's watchdog adds as much
  /// again, past what `Duration.components` can return.
  static let beyondInt64Seconds = Duration.seconds(Int64.max) * 2

  @Test func aDurationPastInt64SecondsConvertsToEveryUnit() {
    #expect(Self.beyondInt64Seconds.seconds == 1.8446744073709552e19)
    #expect(abs(Self.beyondInt64Seconds.nanoseconds / 1.8446744073709552e28 - 1) < 1e-15)
  }

  @Test func wholeNanosecondsStopAtTheLimitsOfInt() {
    #expect(Self.beyondInt64Seconds.wholeNanoseconds == Int.max)
    #expect((.zero - Self.beyondInt64Seconds).wholeNanoseconds == Int.min)
    #expect(Duration.seconds(Int64.max).wholeNanoseconds == Int.max)
    #expect(
      Duration(secondsComponent: 2, attosecondsComponent: 500_000_000_000_000_000).wholeNanoseconds
        == 2_500_000_000)
    #expect(Duration.nanoseconds(-7).wholeNanoseconds == -7)
  }

  @Test(
    arguments: [
      (Duration.seconds(60), "60 seconds"), (.seconds(1), "1 second"),
      (.milliseconds(50), "0.05 seconds"), (.seconds(2.2), "2.2 seconds"),
      (.seconds(Int64.max), "9.223372036854776e+18 seconds"),
      (beyondInt64Seconds, "1.8446744073709552e+19 seconds"),
    ])
  func secondsTextSaysWholeSecondsAsAWholeNumberAndNeverTraps(
    duration: Duration, text: String
  ) {
    #expect(duration.secondsText == text)
  }
}
