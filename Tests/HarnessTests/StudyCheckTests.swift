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
