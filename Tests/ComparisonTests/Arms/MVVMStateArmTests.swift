import Testing

@testable import Comparison
@testable import PatternStudy

/// The exact counts of the MVVM state arm in every scenario: where each view call and each
/// widget write comes from.
///
/// What sets the arm apart, for every screen:
/// - binding observes the one state once: 1 view call (`render`) at bind, which writes only
///   what differs from the empty widgets (nothing, but DogList's filter title "All");
/// - every action or result that changes the screen publishes one state: one `render`, which
///   writes each widget whose value differs, so no write is ever redundant; an action that
///   changes nothing (a search starting while the spinner already shows, a press or a refresh
///   that is ignored) publishes nothing and costs no view call;
/// - the text fields are part of the state, so each keystroke costs one `render` that writes
///   nothing: the keystroke is already in the field (the driver's own write is the one write);
/// - routes are events and bind as in the MVVM arm: one view call `route`, one write.
///
/// The MVP totals beside each entry are the reference's, for scale.
@MainActor
@Suite struct MVVMStateArmTests {
  nonisolated static let expectedCounts: [String: (initialRender: ViewCounts, total: ViewCounts)] =
    [
      // UserList. Appear: render shows the spinner (1 write); the users: render hides it and
      // shows the rows (2). MVP 3/5/2.
      "userlist.load@10": (ViewCounts(1, 0, 0), ViewCounts(3, 3, 0)),
      // No users: the rows stay [] (no write); the spinner hides and the empty view shows.
      // MVP 3/5/2.
      "userlist.empty@0": (ViewCounts(1, 0, 0), ViewCounts(3, 3, 0)),
      // Failure: the spinner hides, the error label gets its text and shows (3 writes); rows
      // and empty view keep their values. MVP 3/7/3.
      "userlist.error@0": (ViewCounts(1, 0, 0), ViewCounts(3, 4, 0)),
      // Appear (1), failure (3), refresh shows the spinner and hides the error (2), the users
      // hide the spinner and fill the rows (2). MVP 6/12/4.
      "userlist.retry@3": (ViewCounts(1, 0, 0), ViewCounts(5, 8, 0)),
      // Appear and load (2 renders, 3 writes), then one `route` (1 write); the tap on a row
      // that is not there does nothing. MVP 4/6/2.
      "userlist.select-row@3": (ViewCounts(1, 0, 0), ViewCounts(4, 4, 0)),
      // Appear only (1 write); nothing after the close. MVP 1/2/1.
      "userlist.close-mid-request@3": (ViewCounts(1, 0, 0), ViewCounts(2, 1, 0)),

      // DogList. The render at bind writes the filter title "All" (MVP's attach does too).
      // Appear (1 write), the dogs: spinner and rows (2). MVP 4/6/2.
      "doglist.load@10": (ViewCounts(1, 1, 0), ViewCounts(3, 4, 0)),
      // After the load (3/4), each filter change writes the title and the rows; the empty
      // view stays hidden. MVP 8/12/4.
      "doglist.filter@10": (ViewCounts(1, 1, 0), ViewCounts(5, 8, 0)),
      // Bulldog: title, rows [] and the empty view (3); All: the same three back (3).
      // MVP 8/12/2.
      "doglist.filter-to-empty@3": (ViewCounts(1, 1, 0), ViewCounts(5, 10, 0)),
      // Appear (1); Labrador before the dogs: only the title changes (1); the dogs: spinner
      // and the two Labradors (2). MVP 5/7/2.
      "doglist.filter-while-loading@3": (ViewCounts(1, 1, 0), ViewCounts(4, 5, 0)),
      // Appear (1); no dogs: spinner and empty view (2), the rows stay []. MVP 4/6/2.
      "doglist.empty@0": (ViewCounts(1, 1, 0), ViewCounts(3, 4, 0)),
      // Appear (1); failure: spinner, error text and error shown (3). MVP 4/8/3.
      "doglist.error@0": (ViewCounts(1, 1, 0), ViewCounts(3, 5, 0)),
      // Appear (1), failure (3), retry: spinner and error hidden (2), dogs: spinner and rows
      // (2). MVP 7/13/4.
      "doglist.retry@3": (ViewCounts(1, 1, 0), ViewCounts(5, 9, 0)),
      // Appear only (1). MVP 2/3/1.
      "doglist.close-mid-request@3": (ViewCounts(1, 1, 0), ViewCounts(2, 2, 0)),

      // BookSearch. Appear (1 write), the titles: spinner and rows (2). MVP 3/5/2.
      "booksearch.appear@10": (ViewCounts(1, 0, 0), ViewCounts(3, 3, 0)),
      // Appear and titles (2 renders, 3 writes); each of the 5 keystrokes: the driver's
      // write into the field and one render that writes nothing; the search: spinner (1),
      // then spinner and the one match (2). MVP 6/15/4.
      "booksearch.burst@5": (ViewCounts(1, 0, 0), ViewCounts(10, 11, 0)),
      // The same with 20 keystrokes. MVP 6/30/4.
      "booksearch.burst@20": (ViewCounts(1, 0, 0), ViewCounts(25, 26, 0)),
      // Appear and titles (3 writes), the keystroke (1 write, 1 render), the search starts
      // (1), no match: spinner, rows [] and the message's text and flag (4). MVP 6/13/4.
      "booksearch.no-match@10": (ViewCounts(1, 0, 0), ViewCounts(6, 9, 0)),
      // Appear (1), titles (2), "a" (1 write, 1 render), its search starts (1), "ab" (1
      // write, 1 render); the search for "ab" starting publishes nothing (the spinner already
      // shows); its answer: spinner and rows (2); the late "a" changes nothing. MVP 7/15/7.
      "booksearch.out-of-order@10": (ViewCounts(1, 0, 0), ViewCounts(7, 8, 0)),
      // No-match (6/9), then clear in one render: the field "", every title, the message
      // hidden (3). MVP 10/18/6.
      "booksearch.clear@10": (ViewCounts(1, 0, 0), ViewCounts(7, 12, 0)),
      // No-match (6/9), "Dracula!" (1 write, 1 render), clear (3 writes); the pending edit
      // searches nothing. MVP 10/19/6.
      "booksearch.clear-pending-edit@10": (ViewCounts(1, 0, 0), ViewCounts(8, 13, 0)),
      // Appear (1), "Moby" (1 write, 1 render); its search starts under the appear's spinner
      // (nothing published); the titles arrive during the search (nothing published); the
      // results: spinner and rows (2); clear: the field and every title (2). MVP 8/14/8.
      "booksearch.search-while-titles-load@10": (ViewCounts(1, 0, 0), ViewCounts(5, 6, 0)),
      // Appear and titles (3), "Moby" (1 write, 1 render), the search starts (1), fails:
      // spinner, rows [] and the error's text and flag (4). MVP 6/13/4.
      "booksearch.error@10": (ViewCounts(1, 0, 0), ViewCounts(6, 9, 0)),
      // Appear (1), failure: spinner and the error's text and flag (3); the rows stay [].
      // MVP 3/7/3.
      "booksearch.load-error@0": (ViewCounts(1, 0, 0), ViewCounts(3, 4, 0)),
      // Appear (1), titles (2), "Moby" (1 write, 1 render), its search starts (1), "Moby-D"
      // (1 write, 1 render), close; the late results change nothing. MVP 4/10/4.
      "booksearch.close-mid-request@10": (ViewCounts(1, 0, 0), ViewCounts(6, 6, 0)),

      // Login. 10 keystrokes: the driver's 10 writes, and 10 renders that write nothing.
      // MVP 0/10/0: a presenter does not echo the fields.
      "login.typing@10": (ViewCounts(1, 0, 0), ViewCounts(11, 10, 0)),
      // Both empty: the error's text and flag (2); each keystroke (1 write, 1 render); each
      // later press empties the field that was filled (1 write; the error already shows the
      // same text). MVP 6/14/8.
      "login.empty-fields@0": (ViewCounts(1, 0, 0), ViewCounts(6, 6, 0)),
      // Two keystrokes (2 writes, 2 renders); the press: both fields "", progress shown,
      // button disabled (4); rejected: progress, button, the error's text and flag (4).
      // MVP 5/11/1.
      "login.wrong-credentials@0": (ViewCounts(1, 0, 0), ViewCounts(5, 10, 0)),
      // Two keystrokes (2), the press (4), accepted: progress and button (2), then one `route`
      // (1). MVP 5/10/1.
      "login.right-credentials@0": (ViewCounts(1, 0, 0), ViewCounts(6, 9, 0)),
      // As wrong credentials, with the service's reason. MVP 5/11/1.
      "login.service-error@0": (ViewCounts(1, 0, 0), ViewCounts(5, 10, 0)),
      // Wrong credentials (5/10), two keystrokes (2), the press also hides the error (5),
      // accepted (2) and the `route` (1). MVP 10/21/1.
      "login.retry-after-wrong@0": (ViewCounts(1, 0, 0), ViewCounts(10, 20, 0)),
      // Two keystrokes (2), the press (4), two keystrokes while checking (2); the press while
      // checking is ignored (no render); accepted (2) and the `route` (1). MVP 5/12/1.
      "login.press-while-checking@0": (ViewCounts(1, 0, 0), ViewCounts(8, 11, 0)),
      // Two keystrokes (2) and the press (4); nothing after the close. MVP 3/7/1.
      "login.close-mid-request@0": (ViewCounts(1, 0, 0), ViewCounts(4, 6, 0)),

      // Profile. Appear: spinner shown, refresh disabled (2); the name labels already hidden;
      // the profile: spinner, refresh and the name's text and flag (4). MVP 3/8/2.
      "profile.load@0": (ViewCounts(1, 0, 0), ViewCounts(3, 6, 0)),
      // As load, with the error label. MVP 3/8/2.
      "profile.error@0": (ViewCounts(1, 0, 0), ViewCounts(3, 6, 0)),
      // Appear (2), failure (4), refresh: spinner, refresh and the error hidden (3), the
      // profile (4). MVP 6/16/3.
      "profile.refresh-after-failure@0": (ViewCounts(1, 0, 0), ViewCounts(5, 13, 0)),
      // Appear (2); the refresh while loading is ignored (no render); the profile (4).
      // MVP 3/8/2.
      "profile.refresh-while-loading@0": (ViewCounts(1, 0, 0), ViewCounts(3, 6, 0)),
      // Appear only (2). MVP 1/4/2.
      "profile.close-mid-request@0": (ViewCounts(1, 0, 0), ViewCounts(2, 2, 0)),
    ]

  nonisolated static let scenarios = Study.presentationPatterns.scenarios(sizes: [10])

  @Test(arguments: scenarios)
  func countsAreTheExpectedOnes(scenario: Scenario) async throws {
    let expected = try #require(
      Self.expectedCounts[scenario.id], "no counts pinned for \(scenario.id)")
    // NB: no call names: a counting run turns on a global flag while it runs (see
    // `ViewCounters.logsCallNames`), which counters made meanwhile by other tests inherit.
    let run = await ScenarioRunner().run(scenario, on: .mvvmState, logsCallNames: false)
    #expect(run.initialRenderCounts == expected.initialRender)
    #expect(run.counts == expected.total)
  }

  @Test func everyScenarioHasPinnedCountsAndNoPinIsStale() {
    #expect(Set(Self.expectedCounts.keys) == Set(Self.scenarios.map(\.id)))
  }
}
