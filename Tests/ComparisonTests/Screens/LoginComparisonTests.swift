import PresentationTesting
import Services
import Testing

@testable import Comparison
@testable import PatternStudy

/// The Login scenarios on each pattern: what the screen shows and what it cost.
///
/// Where the counts differ, it is the patterns' nature, not a bug:
/// - binding calls every output's observer once at bind time (4 view calls: username, password,
///   error, logging-in; 6 widget writes, all storing what is already there, so redundant), which
///   MVP never does; the route is an event signal and calls nothing at bind;
/// - the text fields are bound both ways in MVVM: a keystroke lands in the field (1 write in
///   both patterns), then the `username` / `password` output echoes it back into the field
///   (1 view call and 1 redundant write per keystroke); MVP's view owns its fields and the
///   presenter only records the edit (0 view calls);
/// - clearing the fields is one `clearFields()` call in MVP and two observer calls in MVVM (one per
///   field output);
/// - starting an attempt, the presenter sends `hideError()`, which writes only the label's
///   hidden flag (1 write), where a `nil` error message writes the label's text and hidden flag
///   (2 writes); the counts of the other widgets are the same;
/// - the press ignored while the check runs costs nothing in either pattern.
@MainActor
@Suite struct LoginComparisonTests {
  nonisolated static let expectedCounts: [String: [Arm: ViewCounts]] = [
    // 10 keystrokes. MVP: 10 field writes by the user. MVVM: 4/6/6 at bind, then per keystroke
    // the user's write plus the echo of the output (1 call, 1 redundant write).
    "login.typing@10": [.mvvm: ViewCounts(14, 26, 16), .mvp: ViewCounts(0, 10, 0)],
    // Three presses, each `displayError` + `clearFields()` (2 calls, 4 writes) in MVP, and the
    // error message + each field output (3 calls, 4 writes) in MVVM; two typed fields between
    // them. The second and third messages repeat the first, so their writes are redundant; no
    // de-duplication exists in either pattern.
    "login.empty-fields@0": [.mvvm: ViewCounts(15, 22, 16), .mvp: ViewCounts(6, 14, 8)],
    // Press: MVP clearFields/hideError/startProgress (3/5/1: the error was already hidden);
    // MVVM username, password, errorMessage (nil again: 2 redundant writes), isLoggingIn
    // (4/6/2). Result: finishProgress + displayError in MVP; isLoggingIn + errorMessage in MVVM
    // (2/4/0 each).
    "login.wrong-credentials@0": [.mvvm: ViewCounts(12, 20, 10), .mvp: ViewCounts(5, 11, 1)],
    // Result: finishProgress + the router in MVP; isLoggingIn + the route in MVVM (2/3/0 each).
    "login.right-credentials@0": [.mvvm: ViewCounts(12, 19, 10), .mvp: ViewCounts(5, 10, 1)],
    "login.service-error@0": [.mvvm: ViewCounts(12, 20, 10), .mvp: ViewCounts(5, 11, 1)],
    // The second press hides a visible error: not redundant this time in either pattern.
    "login.retry-after-wrong@0": [.mvvm: ViewCounts(20, 33, 12), .mvp: ViewCounts(10, 21, 1)],
    // The press while checking is ignored by both (0/0/0); the typing around it differs as
    // above.
    "login.press-while-checking@0": [.mvvm: ViewCounts(14, 23, 12), .mvp: ViewCounts(5, 12, 1)],
    // Bind (MVVM only), typing and the press; nothing after the close in either.
    "login.close-mid-request@0": [.mvvm: ViewCounts(10, 16, 10), .mvp: ViewCounts(3, 7, 1)],
  ]

  nonisolated static let scenarios = LoginScreen.definition.scenarios(sizes: [10])

  @Test(arguments: scenarios, [Arm.mvp, .mvvm])
  func countsAreTheExpectedOnes(scenario: Scenario, arm: Arm) async throws {
    let expected = try #require(Self.expectedCounts[scenario.id]?[arm])
    let run = await run(scenario, on: arm)
    #expect(run.counts == expected)
  }

  @Test(arguments: Arm.all)
  func typingShowsEveryKeystrokeAndNothingElse(arm: Arm) async throws {
    let run = await run(LoginScenarios.typing, on: arm)
    #expect(run.snapshot(after: "type username \"Adm\"")?.text("username") == "Adm")
    let final = try #require(run.snapshot(after: "type password \"12345\""))
    #expect(final.text("username") == "Admin")
    #expect(final.text("password") == "12345")
    #expect(final.isVisible("error") == false)
    #expect(final.isVisible("progress") == false)
    #expect(final.isEnabled("Login") == true)
    #expect(final.isVisible("navigated") == false)
  }

  @Test(arguments: Arm.all)
  func pressingWithAnEmptyFieldShowsTheErrorAndClearsBothFields(arm: Arm) async {
    let run = await run(LoginScenarios.emptyFields, on: arm)
    #expect(run.snapshot(after: "type username")?.text("username") == "Admin")
    for press in [
      "press with both fields empty", "press without a password", "press without a username",
    ] {
      let screen = run.snapshot(after: press)
      #expect(screen?.text("error") == "Please provide your username and password", "\(press)")
      #expect(screen?.text("username") == "", "\(press)")
      #expect(screen?.text("password") == "", "\(press)")
      #expect(screen?.isVisible("progress") == false, "\(press)")
      #expect(screen?.isEnabled("Login") == true, "\(press)")
    }
  }

  @Test(arguments: Arm.all)
  func wrongCredentialsShowTheErrorWithClearedFields(arm: Arm) async {
    let run = await run(LoginScenarios.wrongCredentials, on: arm)
    #expect(run.snapshot(after: "type password")?.text("password") == "wrong")
    let screen = run.snapshot(after: "press")
    #expect(screen?.text("error") == "The provided credentials are not correct")
    #expect(screen?.text("username") == "")
    #expect(screen?.text("password") == "")
    #expect(screen?.isVisible("progress") == false)
    #expect(screen?.isEnabled("Login") == true)
    #expect(screen?.isVisible("navigated") == false)
  }

  @Test(arguments: Arm.all)
  func rightCredentialsNavigateToTheLoggedInScreen(arm: Arm) async {
    let run = await run(LoginScenarios.rightCredentials, on: arm)
    let screen = run.snapshot(after: "press")
    #expect(screen?.text("navigated") == "Logged in as Admin")
    #expect(screen?.isVisible("error") == false)
    #expect(screen?.text("username") == "")
    #expect(screen?.text("password") == "")
    #expect(screen?.isVisible("progress") == false)
    #expect(screen?.isEnabled("Login") == true)
  }

  @Test(arguments: Arm.all)
  func aFailingServiceShowsItsReason(arm: Arm) async {
    let run = await run(LoginScenarios.serviceError, on: arm)
    #expect(
      run.snapshot(after: "press")?.text("error")
        == "Could not log in: The network connection was lost.")
    #expect(run.snapshot(after: "press")?.text("username") == "")
  }

  @Test(arguments: Arm.all)
  func aRetryWithTheRightCredentialsHidesTheErrorAndNavigates(arm: Arm) async {
    let run = await run(LoginScenarios.retryAfterWrong, on: arm)
    #expect(
      run.snapshot(after: "press")?.text("error") == "The provided credentials are not correct")
    let screen = run.snapshot(after: "press again")
    #expect(screen?.isVisible("error") == false)
    #expect(screen?.text("navigated") == "Logged in as Admin")
    #expect(screen?.text("password") == "")
  }

  @Test(arguments: Arm.all)
  func whileTheCheckRunsProgressShowsAndAnotherPressIsIgnored(arm: Arm) async throws {
    let service = ControllableAuthenticationService()
    let run = await run(LoginScenarios.pressWhileChecking(service: service), on: arm)
    let checking = try #require(run.snapshot(after: "press"))
    #expect(checking.isVisible("progress") == true)
    #expect(checking.isEnabled("Login") == false)
    #expect(checking.isVisible("error") == false)
    #expect(checking.text("username") == "")
    #expect(checking.text("password") == "")
    #expect(run.snapshot(after: "press while checking") == run.snapshot(after: "type password"))
    #expect(run.snapshot(after: "press while checking")?.text("password") == "wrong")
    // The first attempt's request answered and no second one was made.
    #expect(service.requests.first?.state == .resolved)
    #expect(service.requests.map(\.argument) == [SampleData.adminCredentials])
    let accepted = run.snapshot(after: "credentials accepted")
    #expect(accepted?.text("navigated") == "Logged in as Admin")
    #expect(accepted?.isVisible("progress") == false)
    #expect(accepted?.isEnabled("Login") == true)
  }

  @Test(arguments: Arm.all)
  func closingMidRequestCancelsItAndTheLateAnswerChangesNothing(arm: Arm) async {
    let service = ControllableAuthenticationService()
    let run = await run(LoginScenarios.closeMidRequest(service: service), on: arm)
    #expect(run.snapshot(after: "answer arrives late") == run.snapshot(after: "close"))
    #expect(run.snapshot(after: "close")?.isVisible("progress") == true)
    #expect(run.snapshot(after: "close")?.isVisible("navigated") == false)
    #expect(service.requests.map(\.state) == [.cancelled])
    #expect(run.leaks == [])
  }
}
