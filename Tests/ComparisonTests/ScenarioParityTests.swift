import ComparisonTesting
import PresentationTesting
public import Testing

@testable public import Comparison
@testable import PatternStudy

extension Scenario: CustomTestStringConvertible {
  /// The scenario's id, as the test's argument label.
  public var testDescription: String { id }
}

extension Arm: CustomTestStringConvertible {
  /// The arm's id, as the test's argument label.
  public var testDescription: String { id }
}

/// Every scenario of every screen, run on every arm: the screens must be identical after every
/// step, and every screen object must be gone once the screen is closed and released.
@MainActor
@Suite struct ScenarioParityTests {
  @Test(arguments: Study.presentationPatterns.scenarios(sizes: [10, 1_000]))
  func everyArmShowsTheSameScreensAndLeaksNothing(scenario: Scenario) async {
    let comparison = await expectParity(scenario)
    #expect(comparison.runs.map(\.arm) == Arm.all)
    for run in comparison.runs {
      #expect(run.snapshots.count >= 2, "\(run.arm.id) recorded no step in \(scenario.id)")
    }
  }

  /// Whether a step is synchronous is read from what it awaited, not declared; every arm must
  /// agree, or the arms would not be doing the same work in one figure.
  @Test(arguments: Study.presentationPatterns.scenarios(sizes: [10]))
  func everyArmAwaitsTheSameSteps(scenario: Scenario) async {
    let comparison = await ScenarioRunner().compare(scenario)
    guard let reference = comparison.runs.first else { return }
    let expected = reference.samples.map { "\($0.kind): \($0.awaited ? "awaited" : "sync")" }
    for run in comparison.runs.dropFirst() {
      let awaited = run.samples.map { "\($0.kind): \($0.awaited ? "awaited" : "sync")" }
      #expect(awaited == expected, "\(run.arm.id) in \(scenario.id)")
    }
    #expect(reference.samples.first?.kind == ScenarioContext.initialRenderKind)
    #expect(reference.samples.first?.awaited == false)
  }

  /// A wait between steps that gives up (a request that never comes) ends the script; the run
  /// says why, and the comparison reports it as a failure of that arm instead of hanging.
  @Test func aScriptWhoseWaitTimesOutIsReportedAsAFailureOfEachArm() async {
    let scenario = runnable(
      UserListScenario("userlist.second-request") { open, context in
        let service = ControllableUserService()
        let driver = try open(UserListDependencies(service: service))
        try await context.step("appear", measured: false) { driver.appear() }
        try await service.waitForRequests(count: 2, timeout: .milliseconds(20))
      })
    let comparison = await ScenarioRunner().compare(scenario)
    for run in comparison.runs {
      #expect(
        run.failure?.reason.hasPrefix("Timed out after 0.02 seconds") == true, "\(run.arm.id)")
      #expect(run.failure?.step == "appear", "\(run.arm.id)")
      #expect(run.failure?.isDuringStep == false, "\(run.arm.id)")
      #expect(run.leaks == [], "\(run.arm.id)")
    }
    #expect(comparison.failures.count == Arm.all.count)
    #expect(
      comparison.failures.first?.hasPrefix(
        "mvp stopped in userlist.second-request@0 after step \"appear\": Timed out") == true)
  }

  /// Each timed step carries its own counts: the initial render's are the phase's, and where
  /// every action is timed (typing) the steps' counts add up to the actions'.
  @Test(arguments: Arm.all)
  func eachStepCountsWhatItMade(arm: Arm) async throws {
    let typing = try #require(
      Study.presentationPatterns.scenarios(sizes: [10]).first { $0.name == "login.typing" })
    let run = await ScenarioRunner().run(typing, on: arm)
    #expect(run.samples.first?.counts == run.initialRenderCounts)
    let actions = run.samples.dropFirst().reduce(ViewCounts()) { sum, sample in
      ViewCounts(
        viewCalls: sum.viewCalls + sample.counts.viewCalls,
        widgetWrites: sum.widgetWrites + sample.counts.widgetWrites,
        redundantWrites: sum.redundantWrites + sample.counts.redundantWrites)
    }
    #expect(actions == run.actionCounts)
  }

  @Test func armIdsAreUniqueAndTheReferenceComesFirst() {
    #expect(Set(Arm.all.map(\.id)).count == Arm.all.count)
    #expect(Arm.all.first == Arm.reference)
  }

  @Test func catalogNamesAreUniqueAndCoverEveryScreen() {
    let scenarios = Study.presentationPatterns.scenarios(sizes: [10, 1_000, 100_000])
    #expect(Set(scenarios.map(\.id)).count == scenarios.count)
    #expect(
      Set(scenarios.map(\.screen))
        == [.userList, .dogList, .bookSearch, .login, .profile])
  }
}

/// Runs `scenario` on `arm` and returns the run.
@MainActor
func run(_ scenario: Scenario, on arm: Arm) async -> ScenarioRun {
  await ScenarioRunner().run(scenario, on: arm)
}

/// Runs `scenario` on `arm` with the drivers of its screen in the package's study.
@MainActor
func run<Dependencies, Driver>(_ scenario: ScreenScenario<Dependencies, Driver>, on arm: Arm)
  async -> ScenarioRun
{
  await ScenarioRunner().run(runnable(scenario), on: arm)
}

/// `scenario` with the drivers of its screen in the package's study.
func runnable<Dependencies, Driver>(_ scenario: ScreenScenario<Dependencies, Driver>) -> Scenario {
  let definition = Study.presentationPatterns.screens.lazy
    .compactMap { $0 as? ScreenDefinition<Dependencies, Driver> }.first
  return definition!.scenario(scenario)
}

extension Arm {
  /// The package's six arms, the reference first.
  static var all: [Arm] { Study.presentationPatterns.arms }
  /// The arm every ratio divides by.
  static var reference: Arm { .mvp }
}

extension ScenarioRun {
  /// The last snapshot.
  var finalSnapshot: ScreenSnapshot? {
    snapshots.last?.snapshot
  }
}
