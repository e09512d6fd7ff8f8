import Testing

@testable import Comparison
@testable import PatternStudy

/// The MVVM dedup arm's counts in every scenario, pinned: the Signals view models with
/// `removeDuplicates()` on every `Equatable` binding.
///
/// Where the counts come from, against the plain MVVM arm:
/// - the initial render is the same: each binding delivers its first value at bind, and the
///   first value is never a duplicate (those writes are redundant: they equal the empty widgets);
/// - after that, an output set to the value it already had does not reach the view: clearing an
///   error that was not shown, re-sending rows or an empty view that did not change, a spinner
///   already spinning; every remaining redundant write is a widget that already showed a value
///   the output did not have yet (a field echoing the user's keystroke, a label's text rewritten
///   with its hidden flag);
/// - routes are events and are never de-duplicated.
@MainActor
@Suite struct MVVMDedupArmTests {
  nonisolated static let scenarios = Study.presentationPatterns.scenarios(sizes: [10])

  // Each entry: (initial render, whole run), as view calls / widget writes / redundant writes;
  // the comment lists the view calls of the actions.
  nonisolated static let expectedCounts: [String: (initialRender: ViewCounts, total: ViewCounts)] =
    [
      // Actions: isLoading ×2, rows ×1.
      "userlist.load@10": (ViewCounts(4, 5, 5), ViewCounts(7, 8, 5)),
      // Actions: isLoading ×2, isEmptyViewVisible ×1.
      "userlist.empty@0": (ViewCounts(4, 5, 5), ViewCounts(7, 8, 5)),
      // Actions: isLoading ×2, errorMessage ×1.
      "userlist.error@0": (ViewCounts(4, 5, 5), ViewCounts(7, 9, 5)),
      // Actions: isLoading ×4, errorMessage ×2, rows ×1.
      "userlist.retry@3": (ViewCounts(4, 5, 5), ViewCounts(11, 14, 5)),
      // Actions: isLoading ×2, route ×1, rows ×1.
      "userlist.select-row@3": (ViewCounts(4, 5, 5), ViewCounts(8, 9, 5)),
      // Actions: isLoading ×1.
      "userlist.close-mid-request@3": (ViewCounts(4, 5, 5), ViewCounts(5, 6, 5)),
      // Actions: isLoading ×2, rows ×1.
      "doglist.load@10": (ViewCounts(5, 6, 5), ViewCounts(8, 9, 5)),
      // Actions: rows ×3, isLoading ×2, selectedFilterTitle ×2.
      "doglist.filter@10": (ViewCounts(5, 6, 5), ViewCounts(12, 13, 5)),
      // Actions: rows ×3, isEmptyViewVisible ×2, isLoading ×2, selectedFilterTitle ×2.
      "doglist.filter-to-empty@3": (ViewCounts(5, 6, 5), ViewCounts(14, 15, 5)),
      // Actions: isLoading ×2, rows ×1, selectedFilterTitle ×1.
      "doglist.filter-while-loading@3": (ViewCounts(5, 6, 5), ViewCounts(9, 10, 5)),
      // Actions: isLoading ×2, isEmptyViewVisible ×1.
      "doglist.empty@0": (ViewCounts(5, 6, 5), ViewCounts(8, 9, 5)),
      // Actions: isLoading ×2, errorMessage ×1.
      "doglist.error@0": (ViewCounts(5, 6, 5), ViewCounts(8, 10, 5)),
      // Actions: isLoading ×4, errorMessage ×2, rows ×1.
      "doglist.retry@3": (ViewCounts(5, 6, 5), ViewCounts(12, 15, 5)),
      // Actions: isLoading ×1.
      "doglist.close-mid-request@3": (ViewCounts(5, 6, 5), ViewCounts(6, 7, 5)),
      // Actions: isLoading ×2, rows ×1.
      "booksearch.appear@10": (ViewCounts(5, 7, 7), ViewCounts(8, 10, 7)),
      // Actions: query ×5, isLoading ×4, rows ×2.
      "booksearch.burst@5": (ViewCounts(5, 7, 7), ViewCounts(16, 23, 12)),
      // Actions: query ×20, isLoading ×4, rows ×2.
      "booksearch.burst@20": (ViewCounts(5, 7, 7), ViewCounts(31, 53, 27)),
      // Actions: isLoading ×4, rows ×2, noMatchesMessage ×1, query ×1.
      "booksearch.no-match@10": (ViewCounts(5, 7, 7), ViewCounts(13, 17, 8)),
      // Actions: isLoading ×4, query ×2, rows ×2.
      "booksearch.out-of-order@10": (ViewCounts(5, 7, 7), ViewCounts(13, 17, 9)),
      // Actions: isLoading ×4, rows ×3, noMatchesMessage ×2, query ×2.
      "booksearch.clear@10": (ViewCounts(5, 7, 7), ViewCounts(16, 21, 8)),
      // Actions: isLoading ×4, query ×3, rows ×3, noMatchesMessage ×2.
      "booksearch.clear-pending-edit@10": (ViewCounts(5, 7, 7), ViewCounts(17, 23, 9)),
      // Actions: isLoading ×2, query ×2, rows ×2.
      "booksearch.search-while-titles-load@10": (ViewCounts(5, 7, 7), ViewCounts(11, 14, 8)),
      // Actions: isLoading ×4, rows ×2, errorMessage ×1, query ×1.
      "booksearch.error@10": (ViewCounts(5, 7, 7), ViewCounts(13, 17, 8)),
      // Actions: isLoading ×2, errorMessage ×1.
      "booksearch.load-error@0": (ViewCounts(5, 7, 7), ViewCounts(8, 11, 7)),
      // Actions: isLoading ×3, query ×2, rows ×1.
      "booksearch.close-mid-request@10": (ViewCounts(5, 7, 7), ViewCounts(11, 15, 9)),
      // Actions: password ×5, username ×5.
      "login.typing@10": (ViewCounts(4, 6, 6), ViewCounts(14, 26, 16)),
      // Actions: password ×2, username ×2, errorMessage ×1.
      "login.empty-fields@0": (ViewCounts(4, 6, 6), ViewCounts(9, 14, 8)),
      // Actions: isLoggingIn ×2, password ×2, username ×2, errorMessage ×1.
      "login.wrong-credentials@0": (ViewCounts(4, 6, 6), ViewCounts(11, 18, 8)),
      // Actions: isLoggingIn ×2, password ×2, username ×2, route ×1.
      "login.right-credentials@0": (ViewCounts(4, 6, 6), ViewCounts(11, 17, 8)),
      // Actions: isLoggingIn ×2, password ×2, username ×2, errorMessage ×1.
      "login.service-error@0": (ViewCounts(4, 6, 6), ViewCounts(11, 18, 8)),
      // Actions: isLoggingIn ×4, password ×4, username ×4, errorMessage ×2, route ×1.
      "login.retry-after-wrong@0": (ViewCounts(4, 6, 6), ViewCounts(19, 31, 10)),
      // Actions: password ×3, username ×3, isLoggingIn ×2, route ×1.
      "login.press-while-checking@0": (ViewCounts(4, 6, 6), ViewCounts(13, 21, 10)),
      // Actions: password ×2, username ×2, isLoggingIn ×1.
      "login.close-mid-request@0": (ViewCounts(4, 6, 6), ViewCounts(9, 14, 8)),
      // Actions: isLoading ×2, isRefreshEnabled ×2, userName ×1.
      "profile.load@0": (ViewCounts(4, 6, 6), ViewCounts(9, 12, 6)),
      // Actions: isLoading ×2, isRefreshEnabled ×2, errorMessage ×1.
      "profile.error@0": (ViewCounts(4, 6, 6), ViewCounts(9, 12, 6)),
      // Actions: isLoading ×4, isRefreshEnabled ×4, errorMessage ×2, userName ×1.
      "profile.refresh-after-failure@0": (ViewCounts(4, 6, 6), ViewCounts(15, 20, 6)),
      // Actions: isLoading ×2, isRefreshEnabled ×2, userName ×1.
      "profile.refresh-while-loading@0": (ViewCounts(4, 6, 6), ViewCounts(9, 12, 6)),
      // Actions: isLoading ×1, isRefreshEnabled ×1.
      "profile.close-mid-request@0": (ViewCounts(4, 6, 6), ViewCounts(6, 8, 6)),
    ]

  @Test(arguments: scenarios)
  func countsAreTheExpectedOnes(scenario: Scenario) async throws {
    let expected = try #require(
      Self.expectedCounts[scenario.id], "no pinned counts for \(scenario.id)")
    let run = await ScenarioRunner().run(scenario, on: .mvvmDeduplicated)
    #expect(run.initialRenderCounts == expected.initialRender)
    #expect(run.counts == expected.total)
  }

  @Test func everyPinnedScenarioIsInTheCatalog() {
    #expect(Set(Self.expectedCounts.keys) == Set(Self.scenarios.map(\.id)))
  }

  @Test(arguments: scenarios)
  func deduplicationNeverAddsAViewCall(scenario: Scenario) async {
    let plain = await ScenarioRunner().run(scenario, on: .mvvm)
    let deduplicated = await ScenarioRunner().run(scenario, on: .mvvmDeduplicated)
    #expect(deduplicated.initialRenderCounts == plain.initialRenderCounts)
    #expect(deduplicated.actionCounts.viewCalls <= plain.actionCounts.viewCalls)
    #expect(deduplicated.actionCounts.redundantWrites <= plain.actionCounts.redundantWrites)
  }
}
