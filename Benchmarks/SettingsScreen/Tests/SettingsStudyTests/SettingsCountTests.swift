import Comparison
import SettingsStudy
import Testing

/// What each arm's view was asked to do in each Settings scenario, pinned exactly: a change in
/// a count is a change in the code, to be explained, never noise.
///
/// Where the arms differ, it is their nature, not a bug (calls/writes/redundant writes):
/// - **Initial render.** The presenter pushes nothing on attach (0/0/0): the fresh view already
///   shows the fresh screen. Binding calls each of the Signals view model's six outputs once
///   (6/8/8: the two labels are two writes each, text and hidden flag, and every write stores
///   what the widget already shows). The `@Observable` view renders once and writes only what
///   differs, which is nothing (1/0/0).
/// - **Appear.** The presenter's three calls (spinner, status, Save) and the Signals view
///   model's three notifications (`isBusy`, `statusMessage`, `isSaveEnabled`, once each inside
///   one transaction) cost the same 3/4/3; one render writes the spinner alone (1/1/0).
/// - **Settings arrive.** The presenter makes four calls (spinner, settings, name message,
///   Save: 4/6/3); the view model's one transaction changes four inputs and so notifies five
///   outputs (5/6/3: the name message is re-sent though still `nil`); one render (1/3/0).
/// - **An edit.** The user's own write to the toggle or field is a write in every arm. The
///   presenter then clears the status and sets Save, plus the name message for a name (2 or 3
///   calls); the view model re-sends the edited control (a redundant write: the price of a
///   two-way binding), the status, Save, plus the name message for a name (3 or 4
///   notifications); one render writes only what changed, so its view calls are the fewest
///   and it never writes redundantly.
/// - **Closing.** Nothing reaches a closed screen in any arm: the counts stop at the close.
@MainActor
@Suite struct SettingsCountTests {
  nonisolated static let arms = SettingsStudy.study.arms

  nonisolated static let expectedCounts: [String: [String: ViewCounts]] = [
    // Appear (3/4/3, 3/4/3, 1/1/0) and the settings arriving (4/6/3, 5/6/3, 1/3/0).
    "settings.load@0": [
      "presenter": ViewCounts(7, 10, 6), "signals-view-model": ViewCounts(14, 18, 14),
      "observation-view-model": ViewCounts(3, 4, 0),
    ],
    // The failure shows the status (2 writes) and hides the spinner; the toggle before anything
    // loaded is the user's write alone (1/0 in every arm).
    "settings.load-fails@0": [
      "presenter": ViewCounts(5, 8, 3), "signals-view-model": ViewCounts(12, 17, 12),
      "observation-view-model": ViewCounts(3, 5, 0),
    ],
    "settings.retry-load@0": [
      "presenter": ViewCounts(12, 17, 7), "signals-view-model": ViewCounts(20, 26, 16),
      "observation-view-model": ViewCounts(5, 9, 0),
    ],
    // Thirteen edits after the load: 3 calls and 6 writes each for the presenter, 4 calls and
    // 7 writes for the view model (the field echoed), one render each.
    "settings.typing@12": [
      "presenter": ViewCounts(46, 88, 66), "signals-view-model": ViewCounts(66, 109, 87),
      "observation-view-model": ViewCounts(16, 21, 0),
    ],
    "settings.toggle-then-save@0": [
      "presenter": ViewCounts(15, 22, 11), "signals-view-model": ViewCounts(24, 33, 22),
      "observation-view-model": ViewCounts(6, 11, 0),
    ],
    // The press on the disabled Save costs nothing in any arm.
    "settings.invalid-name@0": [
      "presenter": ViewCounts(13, 22, 14), "signals-view-model": ViewCounts(22, 32, 24),
      "observation-view-model": ViewCounts(5, 8, 0),
    ],
    "settings.fix-name@0": [
      "presenter": ViewCounts(13, 22, 11), "signals-view-model": ViewCounts(22, 32, 21),
      "observation-view-model": ViewCounts(5, 10, 0),
    ],
    "settings.change-back@0": [
      "presenter": ViewCounts(17, 30, 18), "signals-view-model": ViewCounts(28, 42, 30),
      "observation-view-model": ViewCounts(7, 12, 0),
    ],
    "settings.save-fails-then-retry@0": [
      "presenter": ViewCounts(22, 32, 13), "signals-view-model": ViewCounts(31, 43, 24),
      "observation-view-model": ViewCounts(8, 18, 0),
    ],
    "settings.edit-after-save@0": [
      "presenter": ViewCounts(18, 28, 13), "signals-view-model": ViewCounts(28, 40, 25),
      "observation-view-model": ViewCounts(7, 14, 0),
    ],
    // Only the initial render and the appear: the late answer reaches nothing.
    "settings.close-mid-load@0": [
      "presenter": ViewCounts(3, 4, 3), "signals-view-model": ViewCounts(9, 12, 11),
      "observation-view-model": ViewCounts(2, 1, 0),
    ],
    "settings.close-mid-save@0": [
      "presenter": ViewCounts(12, 18, 10), "signals-view-model": ViewCounts(20, 27, 19),
      "observation-view-model": ViewCounts(5, 8, 0),
    ],
  ]

  @Test(arguments: SettingsStudy.definition.scenarios(sizes: []), arms)
  func countsAreTheExpectedOnes(scenario: Scenario, arm: Arm) async throws {
    let expected = try #require(Self.expectedCounts[scenario.id]?[arm.id])
    let run = await ScenarioRunner().run(scenario, on: arm)
    #expect(run.failure == nil)
    #expect(run.counts == expected)
  }

  @Test func everyScenarioHasItsCountsPinned() {
    let ids = SettingsStudy.definition.scenarios(sizes: []).map(\.id)
    #expect(Set(ids) == Set(Self.expectedCounts.keys))
  }

  @Test(arguments: zip(arms, [ViewCounts(0, 0, 0), ViewCounts(6, 8, 8), ViewCounts(1, 0, 0)]))
  func theInitialRenderCostsWhatItsCoreMakesIt(arm: Arm, expected: ViewCounts) async throws {
    for scenario in SettingsStudy.definition.scenarios(sizes: []) {
      let run = await ScenarioRunner().run(scenario, on: arm)
      #expect(run.initialRenderCounts == expected, "\(scenario.id)")
    }
  }

  /// The names of the view calls of the actions of `settings.toggle-then-save`, step by step.
  nonisolated static let savingCalls: [[String]] = [
    [
      // appear
      "displaySpinner(_:)", "displayStatus(_:)", "displaySaveEnabled(_:)",
      // settings arrive
      "displaySpinner(_:)", "displaySettings(_:)", "displayNameMessage(_:)",
      "displaySaveEnabled(_:)",
      // toggle off
      "displayStatus(_:)", "displaySaveEnabled(_:)",
      // press Save
      "displayStatus(_:)", "displaySpinner(_:)", "displaySaveEnabled(_:)",
      // save succeeds
      "displaySpinner(_:)", "displayStatus(_:)", "displaySaveEnabled(_:)",
    ],
    [
      // appear: one transaction, each changed output once
      "statusMessage", "isBusy", "isSaveEnabled",
      // settings arrive: four inputs changed, five outputs notified
      "notificationsEnabled", "displayName", "isBusy", "nameMessage", "isSaveEnabled",
      // toggle off: the toggle echoed back to the view
      "notificationsEnabled", "statusMessage", "isSaveEnabled",
      // press Save
      "statusMessage", "isBusy", "isSaveEnabled",
      // save succeeds: the new reference re-sends the name message, unchanged
      "statusMessage", "isBusy", "nameMessage", "isSaveEnabled",
    ],
    // One render per step.
    ["render", "render", "render", "render", "render"],
  ]

  @Test(arguments: zip(arms, savingCalls))
  func savingMakesTheseViewCalls(arm: Arm, expected: [String]) async throws {
    let scenario = SettingsStudy.definition.scenario(SettingsScenarios.toggleThenSave())
    let run = await ScenarioRunner().run(scenario, on: arm)
    #expect(run.callNames?.actions == expected)
  }
}
