import Comparison
import Foundation
import PatternStudy
import PatternStudyBench
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

  /// The guide's aim judges the arms it names: here MVVM's, not an MVP arm on another core;
  /// without an aim, no arm is held to one and there is no aim table.
  @Test func onlyTheArmsTheGuidesAimNamesAreHeldToIt() {
    var results = Self.results()
    #expect(Document(results: results).aim == nil)
    #expect(
      !(Document(results: results).budgets?.rows ?? []).contains {
        $0[0].hasSuffix("a synchronous action")
      })
    results.guide = StudyGuide(
      verdict: "", picks: [], actionAim: .init(ratio: 1.25, arms: ["mvvm", "mvvm-observation"]))
    let budgets = Document(results: results).budgets?.rows ?? []
    #expect(
      budgets.map(\.[0]).filter { $0.hasSuffix("a synchronous action") } == [
        "MVVM: a synchronous action", "MVVM @Observable: a synchronous action",
      ])
  }

  /// MVVM @Observable ÷ MVP @Observable is 1.5, 1.0 and 1.5 action by action: the pattern
  /// alone, on one core; MVP @Observable ÷ MVP is 4, 5 and 6; MVVM @Observable ÷ MVVM is 6,
  /// 2.5 and 4.5. No core but Observation runs both patterns. Each ratio stands beside the two
  /// typical actions it divides.
  @Test func thePatternIsSeparatedFromTheCoreBothWays() {
    #expect(
      Document(results: Self.results()).patternAndCore?.rows == [
        [
          "the pattern, on Observation", "MVVM @Observable ÷ MVP @Observable", "1.5×",
          "600 ns ÷ 500 ns", "3",
        ],
        ["the core, in MVP", "MVP @Observable ÷ MVP", "5.0×", "500 ns ÷ 100 ns", "3"],
        ["the core, in MVVM", "MVVM @Observable ÷ MVVM", "4.5×", "600 ns ÷ 200 ns", "3"],
      ])
  }

  /// A figure is computed from the run, never written in advance.
  @Test func theFiguresFollowTheResults() {
    let results = Self.results(mvvmObservation: [400, 1_000, 1_200])
    #expect(Document(results: results).patternAndCore?.rows.first?[2] == "2.0×")
  }

  /// An action an arm did not time counts for none of its comparisons.
  /// An even count of p50s has a median halfway between two: awaited and synchronous actions
  /// round it alike (the awaited one used to drop its half).
  @Test func awaitedAndSynchronousMediansRoundAlike() {
    var results = Self.results(mvvm: [101, 102, 0])
    results.scenarios.removeLast()
    let mvvm = results.arms[1]
    #expect(results.typicalAction(mvvm).p50 == 102)
    for index in results.scenarios.indices {
      results.scenarios[index].actions[0].synchronous = false
    }
    #expect(results.awaited(mvvm)?.p50 == 102)
  }

  @Test func anUntimedActionIsLeftOut() {
    var results = Self.results()
    results.scenarios[0].actions[0].arms["mvp-observation"] = Fixtures.figures(
      nil, reference: 100, allocations: nil)
    let row = Document(results: results).patternAndCore?.rows.first
    #expect(row.map { [$0[2], $0[4]] } == ["1.25×", "2"])
  }

  /// Results saved before arms carried their pattern and core separate nothing.
  @Test func armsWithoutPatternOrCoreGiveNoSuchFinding() {
    var results = Self.results()
    results.arms = results.arms.map {
      ArmInfo(id: $0.id, name: $0.name, description: $0.description)
    }
    #expect(Document(results: results).patternAndCore == nil)
  }

  @Test func everyArmOfTheHarnessCarriesItsPatternAndCore() {
    let arms = Study.presentationPatterns.arms.map(ArmInfo.init)
    #expect(arms.allSatisfy { $0.pattern != nil && $0.core != nil })
    #expect(arms.first { $0.id == "mvp-observation" }?.core == "Observation")
  }
}

/// The study's judgment: written by a person, shown with the run's figures.
@Suite struct StudyGuideTests {
  /// The package's guide picks arms the study runs and states no figure (the tables beside it
  /// do, so it never goes stale).
  @Test func thePackagesGuidePicksItsArmsAndHoldsNoFigure() {
    let guide = StudyGuide.presentationPatterns
    let arms = Set(Study.presentationPatterns.arms.map(\.id))
    #expect(guide.picks.allSatisfy { arms.contains($0.arm) })
    for text in [guide.verdict] + guide.picks.map(\.because) {
      #expect(!text.contains { $0.isNumber }, "a figure in '\(text)'")
    }
  }

  /// Each pick is a row with the picked arm's figures from the run; an arm the run lacks
  /// shows its id and dashes, never a guess.
  @Test func thePickTableShowsEachPickedArmsFiguresFromTheRun() throws {
    var results = BenchSummaryTests.results()
    results.guide = StudyGuide(
      verdict: "Either.",
      picks: [
        .init("A SwiftUI screen", arm: "mvvm-observation", because: "it reads the model"),
        .init("A screen of another study", arm: "elsewhere", because: "none"),
      ])
    let picks = try #require(Document(results: results).picks)
    #expect(
      picks.rows == [
        ["A SwiftUI screen", "MVVM @Observable", "600 ns", "0.0072%", "it reads the model"],
        ["A screen of another study", "elsewhere", "—", "—", "none"],
      ])
    #expect(!picks.headings.contains("lines per change"), "no change measured: no column")
    let page = TableText.markdown(Document(results: results))
    #expect(page.contains("<!-- verdict -->\n\nEither.\n\n"))
    // The pick comes first, then the figures that carry the verdict.
    let pick = try #require(page.range(of: "### Pick an arm"))
    let glance = try #require(page.range(of: "### Arms at a glance"))
    #expect(pick.lowerBound < glance.lowerBound)
  }

  /// Without a guide the page still opens on the figures: parity and the arms at a glance.
  @Test func withoutAGuideThereIsNoPickTable() {
    let summary = Document(results: BenchSummaryTests.results())
    #expect(summary.picks == nil)
    #expect(summary.verdictTables.map(\.id) == ["glance"])
  }

  @Test func anchorsAreTheOnesGitHubGivesHeadings() {
    #expect(markdownAnchor("Code and change costs") == "code-and-change-costs")
    #expect(
      markdownAnchor("What if a widget write cost 1 µs, 5 µs, 25 µs (a model)")
        == "what-if-a-widget-write-cost-1-µs-5-µs-25-µs-a-model")
  }
}
