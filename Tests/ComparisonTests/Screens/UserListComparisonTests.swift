import PresentationTesting
import Services
import Testing

@testable import Comparison
@testable import PatternStudy

/// The UserList scenarios on each pattern: what the screen shows and what it cost.
///
/// Where the counts differ, it is the patterns' nature, not a bug:
/// - binding calls every output's observer once at bind time (4 view calls: spinner, rows, empty
///   view, error) and those writes store what is already there (redundant), which MVP never does;
/// - a view-model action sets each output it touches (appear sets `isLoading` and clears
///   `errorMessage`: 2 calls) where the presenter sends one `startLoading()`;
/// - the presenter's `display(rows:)` sets the rows and hides the empty view in one call, where
///   the view model's `rows` and `isEmptyViewVisible` notify their bindings separately.
@MainActor
@Suite struct UserListComparisonTests {
  nonisolated static let expectedCounts: [String: [Arm: ViewCounts]] = [
    // MVVM: 4 at bind + 2 on appear (isLoading, errorMessage) + 3 on arrival (isLoading, rows,
    // isEmptyViewVisible). MVP: startLoading, finishLoading, display(rows:).
    "userlist.load@10": [.mvvm: ViewCounts(9, 11, 8), .mvp: ViewCounts(3, 5, 2)],
    "userlist.empty@0": [.mvvm: ViewCounts(9, 11, 8), .mvp: ViewCounts(3, 5, 2)],
    // On failure the view model clears `users` (rows and empty view notify, both redundant)
    // and sets the error; the presenter's displayError writes the same four widgets at once.
    "userlist.error@0": [.mvvm: ViewCounts(10, 13, 9), .mvp: ViewCounts(3, 7, 3)],
    "userlist.retry@3": [.mvvm: ViewCounts(15, 19, 10), .mvp: ViewCounts(6, 12, 4)],
    // Tapping a row that exists navigates (one route observer call / one router call); a row
    // that is not there does nothing in either pattern.
    "userlist.select-row@3": [.mvvm: ViewCounts(10, 12, 8), .mvp: ViewCounts(4, 6, 2)],
    // Closing mid-request: MVVM bound 4 outputs and set 2 on appear; MVP sent startLoading().
    // Nothing arrives after the close in either.
    "userlist.close-mid-request@3": [.mvvm: ViewCounts(6, 8, 7), .mvp: ViewCounts(1, 2, 1)],
  ]

  nonisolated static let scenarios = UserListScreen.definition.scenarios(sizes: [10])

  @Test(arguments: scenarios, [Arm.mvp, .mvvm])
  func countsAreTheExpectedOnes(scenario: Scenario, arm: Arm) async throws {
    let expected = try #require(Self.expectedCounts[scenario.id]?[arm])
    let run = await run(scenario, on: arm)
    #expect(run.counts == expected)
  }

  @Test(arguments: Arm.all)
  func loadShowsEveryUserFormatted(arm: Arm) async throws {
    let run = await run(UserListScenarios.load(size: 10), on: arm)
    let rows = try #require(run.snapshot(after: "appear")?.rows("users"))
    let users = SampleData.users(count: 10)
    #expect(rows.count == 10)
    #expect(
      rows.first
        == ScreenSnapshot.Row(
          "\(users[0].firstName) \(users[0].lastName)", detail: "\(users[0].age) years"))
    #expect(run.snapshot(after: "appear")?.isVisible("spinner") == false)
    #expect(run.snapshot(after: "appear")?.isVisible("empty") == false)
  }

  @Test(arguments: Arm.all)
  func emptyServiceShowsTheEmptyView(arm: Arm) async {
    let run = await run(UserListScenarios.empty, on: arm)
    #expect(run.snapshot(after: "appear")?.isVisible("empty") == true)
    #expect(run.snapshot(after: "appear")?.rows("users") == [])
  }

  @Test(arguments: Arm.all)
  func failureShowsTheReason(arm: Arm) async {
    let run = await run(UserListScenarios.error, on: arm)
    #expect(
      run.snapshot(after: "appear")?.text("error")
        == "Could not load users: The network connection was lost.")
  }

  /// An error that says nothing about itself, such as a plain `struct E: Error`.
  struct Unexplained: Error {}

  @Test(arguments: Arm.all)
  func aFailureThatExplainsNothingShowsTheUnexplainedReason(arm: Arm) async throws {
    let service = ControllableUserService()
    let driver = arm.userList(service)
    driver.appear()
    try await service.waitForRequests(count: 1)

    service.fail(0, with: Unexplained())
    try await until("the error") { !driver.widgets.error.isHidden.value }

    #expect(driver.snapshot().text("error") == "Could not load users: Something went wrong.")
    driver.close()
  }

  @Test(arguments: Arm.all)
  func retryClearsTheErrorAndShowsTheUsers(arm: Arm) async {
    let run = await run(UserListScenarios.retry, on: arm)
    #expect(
      run.snapshot(after: "request fails")?.text("error")
        == "Could not load users: The request timed out.")
    #expect(run.snapshot(after: "refresh")?.isVisible("error") == false)
    #expect(run.snapshot(after: "refresh")?.isVisible("spinner") == true)
    let rows = run.snapshot(after: "users arrive")?.rows("users")
    #expect(rows?.first == ScreenSnapshot.Row("Iyad Agha", detail: "36 years"))
  }

  @Test(arguments: Arm.all)
  func tappingARowOpensThatProfile(arm: Arm) async {
    let run = await run(UserListScenarios.selectRow, on: arm)
    #expect(run.snapshot(after: "tap row 1")?.text("navigated") == "Profile of Mila Haward")
  }

  @Test(arguments: Arm.all)
  func closingMidRequestCancelsItAndTheLateAnswerChangesNothing(arm: Arm) async {
    let run = await run(UserListScenarios.closeMidRequest, on: arm)
    #expect(run.snapshot(after: "users arrive late") == run.snapshot(after: "close"))
    #expect(run.snapshot(after: "close")?.isVisible("spinner") == true)
    #expect(run.leaks == [])
  }
}
