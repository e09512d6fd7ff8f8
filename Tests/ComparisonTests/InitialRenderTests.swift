import Testing

@testable import Comparison
@testable import PatternStudy

/// The initial render of every arm, pinned per screen: building the screen and connecting its
/// view, before any action. It is the same in every scenario of a screen (the screen is empty
/// until it appears), which is why pattern-bench pools its timing per screen.
///
/// - MVP attaches its view: only the DogList presenter calls it, to show the filter's title.
/// - MVVM binds one observer per output, and each delivers its value at once: one view call per
///   output (routes are events, with no value to deliver), every write redundant but DogList's
///   "All"; de-duplication changes nothing here, as a first value is never a duplicate.
/// - The state and @Observable views render once, writing only what differs from the empty
///   widgets (DogList's title, which the MVP @Observable screen model holds from the attach).
@MainActor
@Suite struct InitialRenderTests {
  nonisolated static let expected: [Screen: [String: ViewCounts]] = [
    .userList: [
      "mvp": ViewCounts(0, 0, 0), "mvvm": ViewCounts(4, 5, 5), "mvvm-dedup": ViewCounts(4, 5, 5),
      "mvvm-state": ViewCounts(1, 0, 0), "mvp-observation": ViewCounts(1, 0, 0),
      "mvvm-observation": ViewCounts(1, 0, 0),
    ],
    .dogList: [
      "mvp": ViewCounts(1, 1, 0), "mvvm": ViewCounts(5, 6, 5), "mvvm-dedup": ViewCounts(5, 6, 5),
      "mvvm-state": ViewCounts(1, 1, 0), "mvp-observation": ViewCounts(1, 1, 0),
      "mvvm-observation": ViewCounts(1, 1, 0),
    ],
    .bookSearch: [
      "mvp": ViewCounts(0, 0, 0), "mvvm": ViewCounts(5, 7, 7), "mvvm-dedup": ViewCounts(5, 7, 7),
      "mvvm-state": ViewCounts(1, 0, 0), "mvp-observation": ViewCounts(1, 0, 0),
      "mvvm-observation": ViewCounts(1, 0, 0),
    ],
    .login: [
      "mvp": ViewCounts(0, 0, 0), "mvvm": ViewCounts(4, 6, 6), "mvvm-dedup": ViewCounts(4, 6, 6),
      "mvvm-state": ViewCounts(1, 0, 0), "mvp-observation": ViewCounts(1, 0, 0),
      "mvvm-observation": ViewCounts(1, 0, 0),
    ],
    .profile: [
      "mvp": ViewCounts(0, 0, 0), "mvvm": ViewCounts(4, 6, 6), "mvvm-dedup": ViewCounts(4, 6, 6),
      "mvvm-state": ViewCounts(1, 0, 0), "mvp-observation": ViewCounts(1, 0, 0),
      "mvvm-observation": ViewCounts(1, 0, 0),
    ],
  ]

  @Test(arguments: Study.presentationPatterns.scenarios(sizes: [10]))
  func everyArmRendersTheEmptyScreenAsPinnedInEveryScenario(scenario: Scenario) async throws {
    let pinned = try #require(Self.expected[scenario.screen])
    #expect(Set(pinned.keys) == Set(Arm.all.map(\.id)))
    for arm in Arm.all {
      let run = await ScenarioRunner().run(scenario, on: arm)
      #expect(run.initialRenderCounts == pinned[arm.id], "\(arm.id) in \(scenario.id)")
    }
  }
}
