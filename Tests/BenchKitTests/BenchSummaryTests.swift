import Comparison
import PatternStudy
import Testing

@testable import BenchKit

/// The findings that separate the pattern from the reactive core, computed from the arms'
/// pattern and core and from their synchronous p50s.
@Suite struct BenchSummaryTests {
  /// Four arms, two patterns on three cores; one synchronous action in each of three scenarios,
  /// with these p50s (MVP at 100 ns throughout).
  static func results(
    mvvm: [Int] = [100, 200, 200], mvpObservation: [Int] = [400, 500, 600],
    mvvmObservation: [Int] = [600, 500, 900]
  ) -> BenchResults {
    var results = Fixtures.results
    results.arms = [
      ArmInfo(id: "mvp", name: "MVP", description: "", pattern: "MVP", core: "none"),
      ArmInfo(id: "mvvm", name: "MVVM", description: "", pattern: "MVVM", core: "Signals"),
      ArmInfo(
        id: "mvp-observation", name: "MVP @Observable", description: "", pattern: "MVP",
        core: "Observation"),
      ArmInfo(
        id: "mvvm-observation", name: "MVVM @Observable", description: "", pattern: "MVVM",
        core: "Observation"),
    ]
    let template = results.scenarios[0]
    results.scenarios = (0..<3).map { index in
      var scenario = template
      scenario.name = "login.step\(index)"
      scenario.actions = [
        ActionResult(
          kind: "press", phase: .action, synchronous: true, stepsPerRun: 1,
          arms: [
            "mvp": Fixtures.figures(100, reference: nil),
            "mvvm": Fixtures.figures(mvvm[index], reference: 100),
            "mvp-observation": Fixtures.figures(mvpObservation[index], reference: 100),
            "mvvm-observation": Fixtures.figures(mvvmObservation[index], reference: 100),
          ])
      ]
      return scenario
    }
    return results
  }

  /// The 1.25× aim is set for MVVM against MVP: an MVP arm on another core is not held to it.
  @Test func onlyMVVMArmsAreHeldToTheAim() {
    let aims = BenchSummary(results: Self.results()).findings.filter { $0.contains("1.25× aim") }
    #expect(aims.map { String($0.prefix { $0 != ":" }) } == ["MVVM", "MVVM @Observable"])
  }

  /// MVVM @Observable ÷ MVP @Observable is 1.5, 1.0 and 1.5 action by action: the pattern
  /// alone, on one core.
  @Test func sameCoreFindingComparesThePatternsOnThatCore() {
    let findings = BenchSummary(results: Self.results()).findings
    #expect(
      findings.contains(
        "Same core (Observation): MVVM costs 1.5× MVP on synchronous actions "
          + "(MVVM @Observable ÷ MVP @Observable, median of 3 actions)."))
    // No core runs both patterns but Observation.
    #expect(findings.filter { $0.hasPrefix("Same core") }.count == 1)
  }

  /// MVP @Observable ÷ MVP is 4, 5 and 6; MVVM @Observable ÷ MVVM is 6, 2.5 and 4.5.
  @Test func samePatternFindingsCompareTheCoresUnderEachPattern() {
    let findings = BenchSummary(results: Self.results()).findings
    #expect(
      findings.contains(
        "Same pattern (MVP): Observation costs 5.0× no core on synchronous actions "
          + "(MVP @Observable ÷ MVP, median of 3 actions)."))
    #expect(
      findings.contains(
        "Same pattern (MVVM): Observation costs 4.5× Signals on synchronous actions "
          + "(MVVM @Observable ÷ MVVM, median of 3 actions)."))
  }

  /// A figure is computed from the run, never written in advance.
  @Test func theFiguresFollowTheResults() {
    let findings = BenchSummary(results: Self.results(mvvmObservation: [400, 1_000, 1_200]))
      .findings
    #expect(findings.contains { $0.hasPrefix("Same core (Observation): MVVM costs 2.0× MVP") })
  }

  /// An action an arm did not time counts for none of its comparisons.
  @Test func anUntimedActionIsLeftOut() {
    var results = Self.results()
    results.scenarios[0].actions[0].arms["mvp-observation"] = Fixtures.figures(
      nil, reference: 100, allocations: nil)
    let findings = BenchSummary(results: results).findings
    #expect(
      findings.contains(
        "Same core (Observation): MVVM costs 1.25× MVP on synchronous actions "
          + "(MVVM @Observable ÷ MVP @Observable, median of 2 actions)."))
  }

  /// Results saved before arms carried their pattern and core separate nothing.
  @Test func armsWithoutPatternOrCoreGiveNoSuchFinding() {
    var results = Self.results()
    results.arms = results.arms.map {
      ArmInfo(id: $0.id, name: $0.name, description: $0.description)
    }
    let findings = BenchSummary(results: results).findings
    #expect(!findings.contains { $0.hasPrefix("Same core") || $0.hasPrefix("Same pattern") })
  }

  @Test func everyArmOfTheHarnessCarriesItsPatternAndCore() {
    let arms = Study.presentationPatterns.arms.map(ArmInfo.init)
    #expect(arms.allSatisfy { $0.pattern != nil && $0.core != nil })
    #expect(arms.first { $0.id == "mvp-observation" }?.core == "Observation")
  }
}
