import PresentationTesting
import Services

/// The UserList scenarios: loading at each size, empty, error, retry, navigation and closing
/// mid-request.
enum UserListScenarios {
  static func all(sizes: [Int]) -> [Scenario] {
    sizes.map(load) + [empty, error, retry, selectRow, closeMidRequest]
  }

  /// Runs `script` on a UserList driver of `arm` over `service`.
  private static func scenario(
    _ name: String, size: Int,
    service: @autoclosure @escaping @Sendable () -> any UserService,
    script:
      @escaping @MainActor (any UserListDriver, any UserService, ScenarioContext) async throws ->
      Void
  ) -> Scenario {
    Scenario(
      .userList, name, size: size, environment: service, open: { $0.userList($1) }, script: script)
  }

  /// The screen appears and shows `size` users.
  static func load(size: Int) -> Scenario {
    let users = SampleData.users(count: size)
    return scenario("userlist.load", size: size, service: InMemoryUserService(users: users)) {
      driver, _, context in
      await context.appear(spinner: driver.widgets.spinner) { driver.appear() }
    }
  }

  /// The service has no users: the empty view shows.
  static let empty = scenario(
    "userlist.empty", size: 0, service: InMemoryUserService(users: [])
  ) { driver, _, context in
    await context.appear(spinner: driver.widgets.spinner) { driver.appear() }
  }

  /// The service fails: the error shows with its reason.
  static let error = scenario(
    "userlist.error", size: 0,
    service: InMemoryUserService(failure: .always(.connectionLost))
  ) { driver, _, context in
    await context.appear(spinner: driver.widgets.spinner) { driver.appear() }
  }

  /// The first load fails, a refresh succeeds and clears the error.
  static let retry = scenario(
    "userlist.retry", size: 3, service: ControllableUserService()
  ) { driver, service, context in
    let service = service as! ControllableUserService
    await context.step("appear", measured: false) { driver.appear() }
    try await service.waitForRequests(count: 1, timeout: ScenarioContext.waitLimit)
    await context.step("request fails", settled: { !driver.widgets.spinner.value }) {
      service.fail(0, with: ServiceError.timedOut)
    }
    await context.step("refresh", measured: false, settled: { driver.widgets.spinner.value }) {
      driver.refresh()
    }
    try await service.waitForRequests(count: 2, timeout: ScenarioContext.waitLimit)
    await context.step("users arrive", settled: { !driver.widgets.spinner.value }) {
      service.resolve(1, with: SampleData.seedUsers)
    }
  }

  /// After loading, the user taps the second row and the profile opens.
  static let selectRow = scenario(
    "userlist.select-row", size: 3,
    service: InMemoryUserService(users: SampleData.seedUsers)
  ) { driver, _, context in
    await context.appear(spinner: driver.widgets.spinner, measured: false) { driver.appear() }
    await context.step("tap row 1") { driver.selectRow(at: 1) }
    await context.step("tap a row that is not there", measured: false) { driver.selectRow(at: 7) }
  }

  /// The screen closes while the users are loading; their late arrival changes nothing.
  static let closeMidRequest = scenario(
    "userlist.close-mid-request", size: 3, service: ControllableUserService()
  ) { driver, service, context in
    let service = service as! ControllableUserService
    await context.step("appear", measured: false) { driver.appear() }
    try await service.waitForRequests(count: 1, timeout: ScenarioContext.waitLimit)
    context.close()
    await context.step("users arrive late", measured: false) {
      service.resolve(0, with: SampleData.seedUsers)
    }
  }
}
