import PresentationTesting
import Services
import Testing

@testable import Comparison
@testable import PatternStudy

/// Navigation is an event in every arm: each selection or accepted login navigates once, an
/// equal destination included, and nothing the screen renders afterwards navigates again.
///
/// The user coming back from the destination is the test writing `nil` into the navigation
/// widget, as a navigation stack that pops does.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct NavigationIsAnEventTests {
  @Test(arguments: Arm.all)
  func selectingTheSameRowAgainAfterComingBackNavigatesAgain(arm: Arm) async throws {
    let driver = arm.userList(InMemoryUserService(users: SampleData.seedUsers))
    driver.appear()
    try await until("the rows") { !driver.widgets.rows.value.isEmpty }
    driver.selectRow(at: 1)
    #expect(driver.widgets.navigation.value == "Profile of Mila Haward")
    driver.widgets.navigation.write(nil)

    driver.selectRow(at: 1)

    #expect(driver.widgets.navigation.value == "Profile of Mila Haward")
    driver.close()
  }

  @Test(arguments: Arm.all)
  func aRenderAfterNavigatingDoesNotNavigateAgain(arm: Arm) async throws {
    let service = ControllableUserService()
    let driver = arm.userList(service)
    driver.appear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedUsers)
    try await until("the rows") { !driver.widgets.rows.value.isEmpty }
    driver.selectRow(at: 1)
    driver.widgets.navigation.write(nil)

    driver.refresh()
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: Array(SampleData.seedUsers.prefix(2)))
    try await until("the new rows") { driver.widgets.rows.value.count == 2 }

    #expect(driver.widgets.navigation.value == nil)
    driver.close()
  }

  @Test(arguments: Arm.all)
  func loggingInAgainAsTheSameUserNavigatesAgain(arm: Arm) async throws {
    let service = ControllableAuthenticationService()
    let driver = arm.login(service)
    for attempt in 0..<2 {
      driver.typeUsername("Admin")
      driver.typePassword("12345")
      driver.pressLogin()
      try await service.waitForRequests(count: attempt + 1)
      #expect(driver.widgets.navigation.value == nil, "attempt \(attempt) before the answer")

      service.resolve(attempt, with: Session(username: "Admin"))
      try await until("navigation \(attempt)") { driver.widgets.navigation.value != nil }

      #expect(driver.widgets.navigation.value == "Logged in as Admin")
      #expect(driver.widgets.loginButtonEnabled.value == true)
      driver.widgets.navigation.write(nil)
    }
    driver.close()
  }

  @Test(arguments: Arm.all)
  func aRenderAfterLoggingInDoesNotNavigateAgain(arm: Arm) async throws {
    let driver = arm.login(InMemoryAuthenticationService())
    driver.typeUsername("Admin")
    driver.typePassword("12345")
    driver.pressLogin()
    try await until("the navigation") { driver.widgets.navigation.value != nil }
    driver.widgets.navigation.write(nil)

    driver.typeUsername("Ada")
    driver.pressLogin()

    #expect(driver.widgets.username.value == "")
    #expect(driver.widgets.navigation.value == nil)
    driver.close()
  }
}
