import Comparison
import CounterFixture
import Testing

/// A study that cannot run is refused before anything runs, naming what is wrong.
@Suite struct StudyCheckTests {
  static let counter = CounterScreen.definition

  @Test func aStudyOfWritableArmsAndScreensPasses() throws {
    try Study(name: "Counter", arms: [.good, .offByOne], screens: [Self.counter]).check()
  }

  @Test(
    arguments: [
      (Study(name: "S", arms: [], screens: [counter]), StudyError.noArms),
      (
        Study(name: "S", arms: [.good, .offByOne, .good], screens: [counter]),
        .duplicateArm("good")
      ),
      (Study(name: "S", arms: [.good], screens: []), .noScreens),
      (Study(name: "S", arms: [.good], screens: [counter, counter]), .duplicateScreen("Counter")),
      (
        Study(name: "S", arms: [.unwritten, .good], screens: [counter]),
        .noReferenceDriver(screen: "Counter", reference: "unwritten")
      ),
      (
        Study(
          name: "S", arms: [.good],
          screens: [
            ScreenDefinition<Void, any CounterDriver>(
              .counter, drivers: [.good: { ToyCounterDriver() }], scenarios: [])
          ]
        ),
        .noScenarios("Counter")
      ),
      (
        Study(
          name: "S", arms: [.good],
          screens: [
            ScreenDefinition<Void, any CounterDriver>(
              .counter,
              drivers: [.good: { ToyCounterDriver() }, .good: { ToyCounterDriver(step: 2) }],
              scenarios: [CounterScreen.increment])
          ]),
        .duplicateDriver(screen: "Counter", arm: "good")
      ),
      (
        Study(
          name: "S", arms: [.good],
          screens: [
            ScreenDefinition<Void, any CounterDriver>(
              .counter, drivers: [.good: { ToyCounterDriver() }],
              scenarios: [CounterScreen.increment, CounterScreen.increment])
          ]),
        .duplicateScenario("counter.increment@0")
      ),
    ]
  )
  func aStudyThatCannotRunIsRefusedNamingWhatIsWrong(study: Study, expected: StudyError) {
    #expect(throws: expected) { try study.check() }
  }

  static func arm(id: String) -> Arm {
    Arm(id: id, name: "Mine", summary: "An arm of the id given.", pattern: .mvp, core: .direct)
  }

  /// An arm's id keys its figures in every output (a CSV field, a JSON key, a table cell): one
  /// that shows nothing, or not as itself, or breaks a line, is refused, reference or not.
  @Test(arguments: ["", " ", "\t", "mv\np", "mvp\r\n", "mv\u{2028}p", "mvp\u{7}", " mvp", "mvp "])
  func anArmIDThatCannotKeyAnOutputIsRefused(id: String) {
    let study = Study(name: "S", arms: [.good, Self.arm(id: id)], screens: [Self.counter])
    #expect(throws: StudyError.invalidArmID(id)) { try study.check() }
    let asReference = Study(name: "S", arms: [Self.arm(id: id), .good], screens: [Self.counter])
    #expect(throws: StudyError.invalidArmID(id)) { try asReference.check() }
  }

  @Test func anArmIDWithWhiteSpaceInsideIsAnID() throws {
    try Study(name: "S", arms: [.good, Self.arm(id: "my arm")], screens: [Self.counter]).check()
  }

  @Test func aRefusedArmIDIsQuotedWithWhatIsWrong() {
    #expect(
      StudyError.invalidArmID("").description
        == "the arm id \"\" is empty: an id keys the arm's figures in every output, so it needs a "
        + "visible character, no white space at either end and no line break or other control "
        + "character")
    #expect(
      StudyError.invalidArmID("mv\np").description.hasPrefix(
        "the arm id \"mv\\np\" holds a line break or a control character: "))
    #expect(
      StudyError.invalidArmID(" ").description.hasPrefix("the arm id \" \" is white space alone: "))
    #expect(
      StudyError.invalidArmID("mvp ").description.hasPrefix(
        "the arm id \"mvp \" begins or ends with white space: "))
  }

  @Test func eachRefusalSaysWhatToFixInASentence() {
    #expect(
      StudyError.noReferenceDriver(screen: "Counter", reference: "unwritten").description
        == "the screen Counter has no driver for the reference arm 'unwritten' (the first "
        + "arm), which every ratio divides by")
    #expect(
      StudyError.duplicateArm("good").description
        == "two arms have the id 'good': every arm needs an id of its own")
    #expect(StudyError.noScenarios("Counter").description == "the screen Counter has no scenario")
  }

  @Test func aScreenMayBeWrittenInSomeArmsOnlyAndRunsOnThose() {
    let study = Study(name: "S", arms: [.good, .offByOne, .unwritten], screens: [Self.counter])
    #expect(throws: Never.self) { try study.check() }
    #expect(study.scenarios().first?.arms.contains(.unwritten) == false)
  }
}
