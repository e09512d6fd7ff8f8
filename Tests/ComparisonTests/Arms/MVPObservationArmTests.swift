import MVP
import PresentationTesting
import Services
import Testing

@testable import Comparison
@testable import PatternStudy

/// The MVP @Observable arm's counts in every scenario, pinned, and what sets it apart: the
/// unchanged presenters push into an `@Observable` screen model, which the headless view renders
/// as the MVVM @Observable arm renders its view models.
///
/// Its counts are the MVVM @Observable arm's, scenario by scenario (see
/// ``MVVMObservationArmTests`` for where they come from): the presenter's view calls only set
/// stored properties, so however many an action makes, the view renders at most once, after
/// the action, and not at all when no property it read changed; a router call is one `route`
/// view call after the render of what changed before it. Against MVP, an action of several
/// view calls (a press that clears the fields, hides the error and starts the progress) is
/// one render, and no write is redundant.
@MainActor
@Suite struct MVPObservationArmTests {
  nonisolated static let scenarios = Study.presentationPatterns.scenarios(sizes: [10])

  /// The MVVM @Observable arm's pinned counts, which this arm matches in every scenario.
  nonisolated static let expectedCounts: [String: (initialRender: ViewCounts, total: ViewCounts)] =
    [
      // Appear 1/1 (spinner), users arrive 1/2 (spinner, rows).
      "userlist.load@10": (ViewCounts(1, 0, 0), ViewCounts(3, 3, 0)),
      // Arrival: spinner and the empty view; the rows stay [].
      "userlist.empty@0": (ViewCounts(1, 0, 0), ViewCounts(3, 3, 0)),
      // Arrival: spinner, error text and hidden flag.
      "userlist.error@0": (ViewCounts(1, 0, 0), ViewCounts(3, 4, 0)),
      // Appear 1/1, failure 1/3, refresh 1/2 (spinner, error hidden), users 1/2.
      "userlist.retry@3": (ViewCounts(1, 0, 0), ViewCounts(5, 8, 0)),
      // Load 2/3, tap row 1: one `route` 1/1 (navigation) and no render, as no property
      // changed; the missing row changes nothing.
      "userlist.select-row@3": (ViewCounts(1, 0, 0), ViewCounts(4, 4, 0)),
      // Appear 1/1; nothing after the close.
      "userlist.close-mid-request@3": (ViewCounts(1, 0, 0), ViewCounts(2, 1, 0)),
      // Initial render writes "All"; appear 1/1, dogs 1/2 (spinner, rows).
      "doglist.load@10": (ViewCounts(1, 1, 0), ViewCounts(3, 4, 0)),
      // Each filter: 1 render, title and rows (the empty view stays hidden).
      "doglist.filter@10": (ViewCounts(1, 1, 0), ViewCounts(5, 8, 0)),
      // Bulldog and All: title, rows and empty view each.
      "doglist.filter-to-empty@3": (ViewCounts(1, 1, 0), ViewCounts(5, 10, 0)),
      // Appear 1/1, Labrador 1/1 (title only: no dogs yet), dogs 1/2 (spinner, rows).
      "doglist.filter-while-loading@3": (ViewCounts(1, 1, 0), ViewCounts(4, 5, 0)),
      // Arrival: spinner and the empty view.
      "doglist.empty@0": (ViewCounts(1, 1, 0), ViewCounts(3, 4, 0)),
      // Arrival: spinner, error text and hidden flag.
      "doglist.error@0": (ViewCounts(1, 1, 0), ViewCounts(3, 5, 0)),
      // Appear 1/1, failure 1/3, retry 1/2 (spinner, error hidden), dogs 1/2.
      "doglist.retry@3": (ViewCounts(1, 1, 0), ViewCounts(5, 9, 0)),
      // Appear 1/1; nothing after the close.
      "doglist.close-mid-request@3": (ViewCounts(1, 1, 0), ViewCounts(2, 2, 0)),
      // Appear 1/1, titles 1/2 (spinner, rows).
      "booksearch.appear@10": (ViewCounts(1, 0, 0), ViewCounts(3, 3, 0)),
      // Appear 2/3; 5 keystrokes 5/5 (driver writes); search starts 1/1 (spinner); results
      // 1/2 (rows, spinner).
      "booksearch.burst@5": (ViewCounts(1, 0, 0), ViewCounts(10, 11, 0)),
      // The same with 20 keystrokes: 20/20 instead of 5/5.
      "booksearch.burst@20": (ViewCounts(1, 0, 0), ViewCounts(25, 26, 0)),
      // Appear 2/3, keystroke 1/1, search starts 1/1, no match 1/4 (rows, message text and
      // hidden flag, spinner).
      "booksearch.no-match@10": (ViewCounts(1, 0, 0), ViewCounts(6, 9, 0)),
      // Appear 2/3, "a" 1/1, search 1/1, "ab" 1/1; the second search starts with the spinner
      // already on (no render); "ab" answers 1/2 (rows, spinner); the late "a" nothing.
      "booksearch.out-of-order@10": (ViewCounts(1, 0, 0), ViewCounts(7, 8, 0)),
      // No match 6/9, clear 1/3 (field, rows, message hidden; the spinner is already off).
      "booksearch.clear@10": (ViewCounts(1, 0, 0), ViewCounts(7, 12, 0)),
      // No match 6/9, keystroke 1/1, clear 1/3; the cancelled debounce never fires.
      "booksearch.clear-pending-edit@10": (ViewCounts(1, 0, 0), ViewCounts(8, 13, 0)),
      // Appear 1/1, keystroke 1/1, search starts with the spinner on (no render); the titles
      // are kept unseen (no render); results 1/2; clear 1/2 (field, rows).
      "booksearch.search-while-titles-load@10": (ViewCounts(1, 0, 0), ViewCounts(5, 6, 0)),
      // Like no-match, the error label instead of the message.
      "booksearch.error@10": (ViewCounts(1, 0, 0), ViewCounts(6, 9, 0)),
      // Appear 1/1, failure 1/3 (spinner, error text and hidden flag).
      "booksearch.load-error@0": (ViewCounts(1, 0, 0), ViewCounts(3, 4, 0)),
      // Appear 2/3, keystroke 1/1, search 1/1, keystroke 1/1; nothing after the close.
      "booksearch.close-mid-request@10": (ViewCounts(1, 0, 0), ViewCounts(6, 6, 0)),
      // 10 keystrokes: 10 driver writes and 10 renders that write nothing.
      "login.typing@10": (ViewCounts(1, 0, 0), ViewCounts(11, 10, 0)),
      // Press 1/2 (error text, hidden flag); type 1/1; press 1/1 (username cleared; the same
      // error, no write); type 1/1; press 1/1 (password cleared).
      "login.empty-fields@0": (ViewCounts(1, 0, 0), ViewCounts(6, 6, 0)),
      // Fill in 2/2; press 1/4 (both fields, progress, button); answer 1/4 (progress, button,
      // error text and hidden flag).
      "login.wrong-credentials@0": (ViewCounts(1, 0, 0), ViewCounts(5, 10, 0)),
      // Fill in 2/2, press 1/4, answer: a render 1/2 (progress, button), then `route` 1/1
      // (navigation).
      "login.right-credentials@0": (ViewCounts(1, 0, 0), ViewCounts(6, 9, 0)),
      // Like wrong credentials, with the service's reason.
      "login.service-error@0": (ViewCounts(1, 0, 0), ViewCounts(5, 10, 0)),
      // Wrong attempt 4/10, fill in 2/2, press 1/5 (fields, error hidden, progress, button),
      // answer 2/3 (render, route).
      "login.retry-after-wrong@0": (ViewCounts(1, 0, 0), ViewCounts(10, 20, 0)),
      // Fill in 2/2, press 1/4, fill in 2/2, the ignored press no render, answer 2/3 (render,
      // route).
      "login.press-while-checking@0": (ViewCounts(1, 0, 0), ViewCounts(8, 11, 0)),
      // Fill in 2/2, press 1/4; nothing after the close.
      "login.close-mid-request@0": (ViewCounts(1, 0, 0), ViewCounts(4, 6, 0)),
      // Appear 1/2 (spinner, refresh disabled), profile 1/4 (spinner, refresh, name text and
      // hidden flag).
      "profile.load@0": (ViewCounts(1, 0, 0), ViewCounts(3, 6, 0)),
      // The same with the error label.
      "profile.error@0": (ViewCounts(1, 0, 0), ViewCounts(3, 6, 0)),
      // Appear 1/2, failure 1/4, refresh 1/3 (spinner, refresh, error hidden), profile 1/4.
      "profile.refresh-after-failure@0": (ViewCounts(1, 0, 0), ViewCounts(5, 13, 0)),
      // The ignored refresh changes nothing: no render.
      "profile.refresh-while-loading@0": (ViewCounts(1, 0, 0), ViewCounts(3, 6, 0)),
      // Appear 1/2; nothing after the close.
      "profile.close-mid-request@0": (ViewCounts(1, 0, 0), ViewCounts(2, 2, 0)),
    ]

  @Test(arguments: scenarios)
  func countsAreTheExpectedOnes(scenario: Scenario) async throws {
    let expected = try #require(
      Self.expectedCounts[scenario.id], "no pinned counts for \(scenario.id)")
    let run = await ScenarioRunner().run(scenario, on: .mvpObservation)
    #expect(run.initialRenderCounts == expected.initialRender)
    #expect(run.counts == expected.total)
    let callNames = try #require(run.callNames)
    #expect(Set(callNames.initialRender) == ["render"])
    #expect(Set(callNames.actions).isSubset(of: ["render", "route"]))
  }

  @Test func everyPinnedScenarioIsInTheCatalog() {
    #expect(Set(Self.expectedCounts.keys) == Set(Self.scenarios.map(\.id)))
  }

  @Test func theControlArmSharesItsCoreWithMVVMObservationAndItsPatternWithMVP() throws {
    #expect(Arm.mvpObservation.pattern == Arm.mvp.pattern)
    #expect(Arm.mvpObservation.core == Arm.mvvmObservation.core)
    let index = try #require(Arm.all.firstIndex(of: .mvpObservation))
    #expect(Arm.all[index + 1] == .mvvmObservation, "the two Observation arms side by side")
    #expect(Arm.reference == .mvp)
  }

  /// The presenter makes three view calls (clearFields, hideError, startProgress); MVP's view
  /// counts three, this one renders once.
  @Test func anInputThatMakesSeveralViewCallsRendersOnce() {
    let driver = Arm.mvpObservation.login(ControllableAuthenticationService())
    driver.typeUsername("Admin")
    driver.typePassword("12345")
    let before = driver.counters.counts

    driver.pressLogin()

    #expect(driver.counters.counts.subtracting(before) == ViewCounts(1, 4, 0))
    #expect(driver.snapshot().element("username") == .textField(name: "username", text: ""))
    #expect(driver.snapshot().element("progress") == .spinner(name: "progress", isVisible: true))
    driver.close()
  }

  @Test func anAsyncResultOfSeveralViewCallsRendersOnceInOneFlush() async throws {
    let service = ControllableProfileService()
    let driver = Arm.mvpObservation.profile(service)
    driver.appear()
    try await service.waitForRequests(count: 1)
    let before = driver.counters.counts

    // displayLoading(false) then displayUserName(_:): two view calls, four widgets.
    service.resolve(0, with: SampleData.seedProfile)
    #expect(driver.counters.counts == before, "the result renders in a flush, not at once")
    await driver.counters.waitUntil { !driver.widgets.name.isHidden.value }

    #expect(driver.counters.counts.subtracting(before) == ViewCounts(1, 4, 0))
    driver.close()
  }

  /// The screen model is the presenter's passive view: each protocol call only sets the
  /// properties its documentation names.
  @Test func theScreenModelIsThePassiveViewAndCopiesWhatItIsTold() {
    let model = ProfileObservationScreenModel()
    let view: any ProfileView = model
    view.displayUserName("User: ALICE")
    view.displayLoading(true)
    #expect(model.isLoading && !model.isRefreshEnabled)
    #expect(model.userName == nil && model.errorMessage == nil)
    view.displayLoading(false)
    view.displayError("Failed")
    #expect(!model.isLoading && model.isRefreshEnabled)
    #expect(model.userName == nil && model.errorMessage == "Failed")
  }

  /// The screen model routes too, as an event it hands on: it keeps no destination a render
  /// could read again.
  @Test func theScreenModelHandsARouterCallOnAsAnEvent() {
    let model = UserListObservationScreenModel()
    let router: any UserListRouter = model
    var users: [User] = []
    model.onShowProfile = { users.append($0) }
    router.showProfile(of: SampleData.seedUsers[0])
    router.showProfile(of: SampleData.seedUsers[0])
    #expect(users == [SampleData.seedUsers[0], SampleData.seedUsers[0]])
  }

  /// The presenter holds the screen model weakly; the view owns it until the close, after
  /// which the presenter, the model and the view are all freed, the request still in flight.
  @Test func closingFreesThePresenterTheScreenModelAndTheView() async throws {
    let service = ControllableUserService()
    var driver: (any UserListDriver)? = Arm.mvpObservation.userList(service)
    driver?.appear()
    try await service.waitForRequests(count: 1)
    weak var presenter: AnyObject?
    weak var model: AnyObject?
    weak var renderer: AnyObject?
    do {
      let probes = try #require(driver?.lifetimeProbes)
      #expect(probes.count == 3)
      presenter = probes.first { $0 is UserListPresenter }
      model = probes.first { $0 is UserListObservationScreenModel }
      renderer = probes.first { $0 is ObservationRenderer<UserListObservationScreenModel> }
    }
    #expect(presenter != nil && model != nil && renderer != nil)

    driver?.close()
    driver = nil

    #expect(presenter == nil && model == nil && renderer == nil)
  }
}
