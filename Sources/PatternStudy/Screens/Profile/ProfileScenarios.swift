import Comparison
import PresentationTesting
import Services

/// The Profile scenarios: loading, a failure, a refresh after a failure, a refresh while
/// loading and closing mid-request.
enum ProfileScenarios {
  static func all(sizes: [Int]) -> [ProfileScenario] {
    [load, error, refreshAfterFailure(), refreshWhileLoading(), closeMidRequest()]
  }

  /// Runs `script` on a Profile driver of `arm` over a fresh `service`.
  private static func scenario<Service: ProfileService>(
    _ name: String,
    service: @autoclosure @escaping @Sendable () -> Service,
    script: @escaping @MainActor (any ProfileDriver, Service, ScenarioContext) async throws -> Void
  ) -> ProfileScenario {
    ProfileScenario(name) { open, context in
      let service = service()
      let driver = try open(service)
      try await script(driver, service, context)
    }
  }

  /// The screen appears and shows "User: ALICE".
  static let load = scenario("profile.load", service: InMemoryProfileService()) {
    driver, _, context in
    try await context.step("appear", settled: { !driver.widgets.name.isHidden.value }) {
      driver.appear()
    }
  }

  /// The service fails: the error shows with its reason.
  static let error = scenario(
    "profile.error", service: InMemoryProfileService(failure: .always(.timedOut))
  ) { driver, _, context in
    try await context.step("appear", settled: { !driver.widgets.error.isHidden.value }) {
      driver.appear()
    }
  }

  /// The first load fails; a refresh clears the error at once, then the profile arrives.
  static func refreshAfterFailure(
    service: @autoclosure @escaping @Sendable () -> ControllableProfileService =
      ControllableProfileService()
  ) -> ProfileScenario {
    scenario("profile.refresh-after-failure", service: service()) { driver, service, context in
      try await context.step("appear", measured: false) { driver.appear() }
      try await service.waitForRequests(count: 1, timeout: context.waitLimit)
      try await context.step("request fails", settled: { !driver.widgets.error.isHidden.value }) {
        service.fail(0, with: ServiceError.timedOut)
      }
      try await context.step("refresh", measured: false) { driver.pressRefresh() }
      try await service.waitForRequests(count: 2, timeout: context.waitLimit)
      try await context.step("profile arrives", settled: { !driver.widgets.name.isHidden.value }) {
        service.resolve(1, with: SampleData.seedProfile)
      }
    }
  }

  /// A tap on refresh while the profile loads is ignored; the first load's answer shows.
  static func refreshWhileLoading(
    service: @autoclosure @escaping @Sendable () -> ControllableProfileService =
      ControllableProfileService()
  ) -> ProfileScenario {
    scenario("profile.refresh-while-loading", service: service()) { driver, service, context in
      try await context.step("appear", measured: false) { driver.appear() }
      try await service.waitForRequests(count: 1, timeout: context.waitLimit)
      try await context.step("refresh while loading") { driver.pressRefresh() }
      // NB: a layer that wrongly reloaded has cancelled the first request, whose answer can then
      // never render: the step settles at once instead of waiting forever, and parity fails.
      try await context.step(
        "profile arrives", measured: false,
        settled: {
          !driver.widgets.name.isHidden.value || service.requests[0].state == .cancelled
        }
      ) {
        service.resolve(0, with: SampleData.seedProfile)
      }
    }
  }

  /// The screen closes while the profile loads; its late arrival changes nothing.
  static func closeMidRequest(
    service: @autoclosure @escaping @Sendable () -> ControllableProfileService =
      ControllableProfileService()
  ) -> ProfileScenario {
    scenario("profile.close-mid-request", service: service()) { driver, service, context in
      try await context.step("appear", measured: false) { driver.appear() }
      try await service.waitForRequests(count: 1, timeout: context.waitLimit)
      context.close()
      try await context.step("profile arrives late", measured: false) {
        service.resolve(0, with: SampleData.seedProfile)
      }
    }
  }
}
