import Comparison
import PresentationTesting
import Services

/// The Login scenarios: typing, empty fields, wrong and right credentials, a failing service,
/// a retry, a press while the check runs and closing mid-request.
enum LoginScenarios {
  static func all(sizes: [Int]) -> [LoginScenario] {
    [
      typing, emptyFields, wrongCredentials, rightCredentials, serviceError, retryAfterWrong,
      pressWhileChecking(), closeMidRequest(),
    ]
  }

  /// Runs `script` on a Login driver of `arm` over a fresh `service`.
  private static func scenario<Service: AuthenticationService>(
    _ name: String, size: Int = 0,
    service: @autoclosure @escaping @Sendable () -> Service,
    script: @escaping @MainActor (any LoginDriver, Service, ScenarioContext) async throws -> Void
  ) -> LoginScenario {
    LoginScenario(name, size: size) { open, context in
      let environment = service()
      let driver = try open(environment)
      try await script(driver, environment, context)
    }
  }

  /// Types `username` and `password` into the fields, unmeasured: it only sets up an attempt.
  @MainActor
  private static func fillIn(
    _ username: String, _ password: String, on driver: any LoginDriver, _ context: ScenarioContext
  ) async throws {
    try await context.step("type username", measured: false) { driver.typeUsername(username) }
    try await context.step("type password", measured: false) { driver.typePassword(password) }
  }

  /// The user types "Admin" and "12345" one keystroke at a time: the screen only echoes the
  /// fields, so every step is synchronous.
  static let typing = scenario(
    "login.typing", size: 10, service: InMemoryAuthenticationService()
  ) { driver, _, context in
    let credentials = SampleData.adminCredentials
    for length in 1...credentials.username.count {
      let text = String(credentials.username.prefix(length))
      try await context.step("type username \"\(text)\"", kind: "keystroke") {
        driver.typeUsername(text)
      }
    }
    for length in 1...credentials.password.count {
      let text = String(credentials.password.prefix(length))
      try await context.step("type password \"\(text)\"", kind: "keystroke") {
        driver.typePassword(text)
      }
    }
  }

  /// Pressing with both fields, then the password, then the username empty shows the error
  /// each time and clears the fields; no request is made, so every step is synchronous.
  static let emptyFields = scenario(
    "login.empty-fields", service: InMemoryAuthenticationService()
  ) { driver, _, context in
    let press = "press with a field empty"
    let fill = "fill in a field"
    try await context.step("press with both fields empty", kind: press) { driver.pressLogin() }
    try await context.step("type username", kind: fill) { driver.typeUsername("Admin") }
    try await context.step("press without a password", kind: press) { driver.pressLogin() }
    try await context.step("type password", kind: fill) { driver.typePassword("12345") }
    try await context.step("press without a username", kind: press) { driver.pressLogin() }
  }

  /// Wrong credentials: the fields clear, then the error shows.
  static let wrongCredentials = scenario(
    "login.wrong-credentials", service: InMemoryAuthenticationService()
  ) { driver, _, context in
    try await fillIn("Admin", "wrong", on: driver, context)
    try await context.step("press", settled: { !driver.widgets.error.isHidden.value }) {
      driver.pressLogin()
    }
  }

  /// Admin / 12345: the screen navigates to the logged-in screen.
  static let rightCredentials = scenario(
    "login.right-credentials", service: InMemoryAuthenticationService()
  ) { driver, _, context in
    try await fillIn("Admin", "12345", on: driver, context)
    try await context.step("press", settled: { driver.widgets.navigation.value != nil }) {
      driver.pressLogin()
    }
  }

  /// The service fails: the error shows its reason.
  static let serviceError = scenario(
    "login.service-error",
    service: InMemoryAuthenticationService(failure: .always(.connectionLost))
  ) { driver, _, context in
    try await fillIn("Admin", "12345", on: driver, context)
    try await context.step("press", settled: { !driver.widgets.error.isHidden.value }) {
      driver.pressLogin()
    }
  }

  /// A wrong attempt, then the right one: the second press hides the old error and navigates.
  static let retryAfterWrong = scenario(
    "login.retry-after-wrong", service: InMemoryAuthenticationService()
  ) { driver, _, context in
    try await fillIn("Admin", "wrong", on: driver, context)
    try await context.step("press", settled: { !driver.widgets.error.isHidden.value }) {
      driver.pressLogin()
    }
    try await fillIn("Admin", "12345", on: driver, context)
    try await context.step("press again", settled: { driver.widgets.navigation.value != nil }) {
      driver.pressLogin()
    }
  }

  /// While the check runs the user types other credentials and presses again: the press is
  /// ignored (one request only), and the first attempt's answer navigates.
  static func pressWhileChecking(
    service: @autoclosure @escaping @Sendable () -> ControllableAuthenticationService =
      ControllableAuthenticationService()
  ) -> LoginScenario {
    scenario("login.press-while-checking", service: service()) { driver, service, context in
      try await fillIn("Admin", "12345", on: driver, context)
      // Only the ignored press is measured: that is what this scenario studies.
      try await context.step("press", measured: false) { driver.pressLogin() }
      try await service.waitForRequests(count: 1, timeout: context.waitLimit)
      try await fillIn("Admin", "wrong", on: driver, context)
      try await context.step("press while checking") { driver.pressLogin() }
      try await context.step(
        "credentials accepted", measured: false,
        settled: { driver.widgets.navigation.value != nil }
      ) {
        service.resolve(0, with: Session(username: "Admin"))
      }
    }
  }

  /// The screen closes while the credentials are checked; the late answer changes nothing.
  static func closeMidRequest(
    service: @autoclosure @escaping @Sendable () -> ControllableAuthenticationService =
      ControllableAuthenticationService()
  ) -> LoginScenario {
    scenario("login.close-mid-request", service: service()) { driver, service, context in
      try await fillIn("Admin", "12345", on: driver, context)
      try await context.step("press", measured: false) { driver.pressLogin() }
      try await service.waitForRequests(count: 1, timeout: context.waitLimit)
      context.close()
      try await context.step("answer arrives late", measured: false) {
        service.resolve(0, with: Session(username: "Admin"))
      }
    }
  }
}
