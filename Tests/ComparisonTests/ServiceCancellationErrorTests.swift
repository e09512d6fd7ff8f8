import PresentationTesting
import Services
import Testing

@testable import Comparison
@testable import PatternStudy

/// A `CancellationError` that the service throws itself (its own timeout, a cancelled child
/// task) is a failure like any other: only the screen's own cancellation is silent. Each test
/// fails a request with it, expects the failure on screen with the spinner gone, then expects
/// the next action to work again, on every arm.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ServiceCancellationErrorTests {
  @Test(arguments: Arm.all)
  func loginShowsTheFailureAndTheNextPressMakesARequest(arm: Arm) async throws {
    let service = ControllableAuthenticationService()
    let driver = arm.login(service)
    driver.typeUsername("Admin")
    driver.typePassword("12345")
    driver.pressLogin()
    try await service.waitForRequests(count: 1)

    service.fail(0, with: CancellationError())
    try await until("the error") { !driver.widgets.error.isHidden.value }

    #expect(driver.widgets.progress.value == false)
    #expect(driver.snapshot().text("error") == "Could not log in: Something went wrong.")
    #expect(driver.widgets.loginButtonEnabled.value == true)
    driver.typeUsername("Admin")
    driver.typePassword("12345")
    driver.pressLogin()
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: Session(username: "Admin"))
    try await until("the navigation") { driver.widgets.navigation.value != nil }
    #expect(driver.snapshot().text("navigated") == "Logged in as Admin")
    driver.close()
  }

  @Test(arguments: Arm.all)
  func userListShowsTheFailureAndARefreshLoadsAgain(arm: Arm) async throws {
    let service = ControllableUserService()
    let driver = arm.userList(service)
    driver.appear()
    try await service.waitForRequests(count: 1)

    service.fail(0, with: CancellationError())
    try await until("the error") { !driver.widgets.error.isHidden.value }

    #expect(driver.widgets.spinner.value == false)
    #expect(driver.snapshot().text("error") == "Could not load users: Something went wrong.")
    driver.refresh()
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: SampleData.seedUsers)
    try await until("the rows") { !driver.widgets.rows.value.isEmpty }
    #expect(driver.snapshot().isVisible("error") == false)
    driver.close()
  }

  @Test(arguments: Arm.all)
  func dogListShowsTheFailureAndARetryLoadsAgain(arm: Arm) async throws {
    let service = ControllableDogService()
    let driver = arm.dogList(service)
    driver.appear()
    try await service.waitForRequests(count: 1)

    service.fail(0, with: CancellationError())
    try await until("the error") { !driver.widgets.error.isHidden.value }

    #expect(driver.widgets.spinner.value == false)
    #expect(driver.snapshot().text("error") == "Could not load dogs: Something went wrong.")
    driver.retry()
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: SampleData.seedDogs)
    try await until("the rows") { !driver.widgets.rows.value.isEmpty }
    #expect(driver.snapshot().isVisible("error") == false)
    driver.close()
  }

  @Test(arguments: Arm.all)
  func bookSearchShowsTheFailureOfTheCatalogueAndTheNextSearchWorks(arm: Arm) async throws {
    let repository = ControllableBookRepository()
    let clock = TestClock()
    let driver = arm.bookSearch(repository, clock)
    driver.appear()
    try await repository.waitForRequests(count: 1)

    repository.fail(0, with: CancellationError())
    try await until("the error") { !driver.widgets.error.isHidden.value }

    #expect(driver.widgets.spinner.value == false)
    #expect(driver.snapshot().text("error") == "Could not load books: Something went wrong.")
    try await search("Moby", on: driver, clock, repository, requestCount: 2)
    repository.resolve(1, with: [SampleData.seedBooks[2]])
    try await until("the results") { !driver.widgets.rows.value.isEmpty }
    #expect(driver.snapshot().isVisible("error") == false)
    driver.close()
  }

  @Test(arguments: Arm.all)
  func bookSearchShowsTheFailureOfASearchAndTheNextSearchWorks(arm: Arm) async throws {
    let repository = ControllableBookRepository()
    let clock = TestClock()
    let driver = arm.bookSearch(repository, clock)
    driver.appear()
    try await repository.waitForRequests(count: 1)
    repository.resolve(0, with: SampleData.seedBooks)
    try await until("the titles") { !driver.widgets.rows.value.isEmpty }
    try await search("Moby", on: driver, clock, repository, requestCount: 2)

    repository.fail(1, with: CancellationError())
    try await until("the error") { !driver.widgets.error.isHidden.value }

    #expect(driver.widgets.spinner.value == false)
    #expect(driver.snapshot().text("error") == "Could not search books: Something went wrong.")
    try await search("Moby-Dick", on: driver, clock, repository, requestCount: 3)
    repository.resolve(2, with: [SampleData.seedBooks[2]])
    try await until("the results") { driver.widgets.rows.value.count == 1 }
    #expect(driver.snapshot().isVisible("error") == false)
    driver.close()
  }

  @Test(arguments: Arm.all)
  func profileShowsTheFailureAndRefreshWorksAgain(arm: Arm) async throws {
    let service = ControllableProfileService()
    let driver = arm.profile(service)
    driver.appear()
    try await service.waitForRequests(count: 1)

    service.fail(0, with: CancellationError())
    try await until("the error") { !driver.widgets.error.isHidden.value }

    #expect(driver.widgets.spinner.value == false)
    #expect(driver.snapshot().text("error") == "Failed to load user: Something went wrong.")
    #expect(driver.widgets.refreshEnabled.value == true)
    driver.pressRefresh()
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: SampleData.seedProfile)
    try await until("the name") { !driver.widgets.name.isHidden.value }
    #expect(driver.snapshot().text("name") == "User: ALICE")
    driver.close()
  }

  /// Types `query`, lets the 300 ms debounce pass and waits for the search to reach
  /// `repository` as its request number `requestCount`.
  private func search(
    _ query: String, on driver: any BookSearchDriver, _ clock: TestClock,
    _ repository: ControllableBookRepository, requestCount: Int
  ) async throws {
    driver.type(query)
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    try await repository.waitForRequests(count: requestCount)
  }
}
