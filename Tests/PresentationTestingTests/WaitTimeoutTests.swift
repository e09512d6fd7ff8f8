import PresentationTesting
import Testing

@Suite struct WaitTimeoutTests {
  @Test func descriptionSaysHowLongWhereForWhatAndWhatHappened() {
    let timeout = WaitTimeout(
      expectation: "2 values", observed: "1 value: [nil]", timeout: .seconds(5),
      fileID: "MyAppTests/WelcomeTests.swift", line: 42)
    #expect(
      timeout.description
        == "Timed out after 5.0 seconds at MyAppTests/WelcomeTests.swift:42 waiting for 2 values; "
        + "so far: 1 value: [nil].")
  }

  @Test func descriptionWithoutObservationEndsAfterTheExpectation() {
    let timeout = WaitTimeout(
      expectation: "the condition", timeout: .seconds(1), fileID: "A/B.swift", line: 1)
    #expect(
      timeout.description == "Timed out after 1.0 seconds at A/B.swift:1 waiting for the condition."
    )
  }
}
