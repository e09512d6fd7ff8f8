public import Comparison
import PresentationTesting
public import SettingsScreen

/// A scenario of the Settings screen, written once for every arm.
public typealias SettingsScenario = ScreenScenario<any SettingsService, any SettingsDriver>

/// The Settings scenarios, each written once against ``SettingsDriver`` and run on every arm.
///
/// The scenarios that answer requests themselves take their service as a parameter, so a test
/// can pass one and read its requests afterwards; the default is a fresh one.
public enum SettingsScenarios {
  /// Every scenario, in the order outputs show them.
  public static var all: [SettingsScenario] {
    [
      load, loadFails(), retryLoad(), typing, toggleThenSave(), invalidName(), fixName(),
      changeBack(), saveFailsThenRetry(), editAfterSave(), closeMidLoad(), closeMidSave(),
    ]
  }

  /// What the scenarios load: notifications on, "Ada Lovelace".
  public static let loaded = InMemorySettingsService.sample

  /// A name of 21 characters, one too many.
  public static let longName = "Augusta Ada King-Noel"

  /// Runs `script` on a Settings driver of the current arm over a fresh `service`.
  private static func scenario<Service: SettingsService>(
    _ name: String, size: Int = 0,
    service: @autoclosure @escaping @Sendable () -> Service,
    script: @escaping @MainActor (any SettingsDriver, Service, ScenarioContext) async throws -> Void
  ) -> SettingsScenario {
    SettingsScenario(name, size: size) { open, context in
      let service = service()
      let driver = try open(service)
      try await script(driver, service, context)
    }
  }

  /// Set-up, unmeasured: the screen appears and `service` answers its load with ``loaded``.
  @MainActor
  private static func appearAndLoad(
    _ driver: any SettingsDriver, _ service: ControllableSettingsService,
    _ context: ScenarioContext
  ) async throws {
    try await context.step("appear", measured: false) { driver.appear() }
    try await service.loads.waitForRequests(count: 1, timeout: context.waitLimit)
    try await context.step(
      "settings arrive", measured: false, settled: { !driver.widgets.spinner.value },
      action: { service.loads.resolve(0, with: loaded) })
  }

  /// Set-up, unmeasured: the user taps Save and the request reaches `service`.
  @MainActor
  private static func pressSave(
    _ driver: any SettingsDriver, _ service: ControllableSettingsService,
    _ context: ScenarioContext, label: String = "press Save", saves: Int = 1
  ) async throws {
    try await context.step(label, kind: "press Save") { driver.pressSave() }
    try await service.saves.waitForRequests(count: saves, timeout: context.waitLimit)
  }

  /// The screen appears, shows the spinner, then the stored settings with Save disabled.
  public static let load = scenario("settings.load", service: InMemorySettingsService()) {
    driver, _, context in
    try await context.step("appear", settled: { !driver.widgets.spinner.value }) {
      driver.appear()
    }
  }

  /// The load fails: "Could not load settings: You are offline." and nothing to edit.
  public static func loadFails(
    service: @autoclosure @escaping @Sendable () -> InMemorySettingsService =
      InMemorySettingsService(loadFailure: .offline)
  ) -> SettingsScenario {
    scenario("settings.load-fails", service: service()) { driver, _, context in
      try await context.step("appear", settled: { !driver.widgets.status.isHidden.value }) {
        driver.appear()
      }
      // Nothing has loaded, so an edit is ignored: Save stays disabled.
      try await context.step("toggle before anything loaded") { driver.toggleNotifications(true) }
    }
  }

  /// The load fails; appearing again hides the error and loads again, and this time the
  /// settings arrive.
  public static func retryLoad(
    service: @autoclosure @escaping @Sendable () -> ControllableSettingsService =
      ControllableSettingsService()
  ) -> SettingsScenario {
    scenario("settings.retry-load", service: service()) { driver, service, context in
      try await context.step("appear", measured: false) { driver.appear() }
      try await service.loads.waitForRequests(count: 1, timeout: context.waitLimit)
      try await context.step(
        "load fails", measured: false, settled: { !driver.widgets.status.isHidden.value }
      ) {
        service.loads.fail(0, with: SettingsServiceError.serverUnavailable)
      }
      try await context.step("appear again") { driver.appear() }
      try await service.loads.waitForRequests(count: 2, timeout: context.waitLimit)
      try await context.step("settings arrive", settled: { !driver.widgets.spinner.value }) {
        service.loads.resolve(1, with: loaded)
      }
    }
  }

  /// The user clears the name and types "Grace Hopper" one keystroke at a time: the message
  /// shows until the third character, then Save is enabled. Every keystroke is synchronous.
  public static let typing = scenario(
    "settings.typing", size: "Grace Hopper".count, service: InMemorySettingsService()
  ) { driver, _, context in
    try await context.step("appear", measured: false, settled: { !driver.widgets.spinner.value }) {
      driver.appear()
    }
    try await context.step("clear the name", measured: false) { driver.typeDisplayName("") }
    let name = "Grace Hopper"
    for length in 1...name.count {
      let text = String(name.prefix(length))
      try await context.step("type \"\(text)\"", kind: "keystroke") { driver.typeDisplayName(text) }
    }
  }

  /// The user turns notifications off and saves: the spinner shows while saving, then
  /// "Saved", and Save is disabled again (nothing differs from what was saved).
  public static func toggleThenSave(
    service: @autoclosure @escaping @Sendable () -> ControllableSettingsService =
      ControllableSettingsService()
  ) -> SettingsScenario {
    scenario("settings.toggle-then-save", service: service()) { driver, service, context in
      try await appearAndLoad(driver, service, context)
      try await context.step("toggle off", kind: "toggle") { driver.toggleNotifications(false) }
      try await pressSave(driver, service, context)
      try await context.step("save succeeds", settled: { !driver.widgets.status.isHidden.value }) {
        service.saves.resolve(0)
      }
    }
  }

  /// A name too short, then one too long: the message shows and Save is disabled; a tap on
  /// the disabled Save (already on its way) saves nothing.
  public static func invalidName(
    service: @autoclosure @escaping @Sendable () -> ControllableSettingsService =
      ControllableSettingsService()
  ) -> SettingsScenario {
    scenario("settings.invalid-name", service: service()) { driver, service, context in
      try await appearAndLoad(driver, service, context)
      try await context.step("type a short name", kind: "type a name") {
        driver.typeDisplayName("Al")
      }
      try await context.step("type a long name", kind: "type a name") {
        driver.typeDisplayName(longName)
      }
      try await context.step("press Save while disabled") { driver.pressSave() }
    }
  }

  /// From a name too short to a valid one: the message hides and Save is enabled.
  public static func fixName(
    service: @autoclosure @escaping @Sendable () -> ControllableSettingsService =
      ControllableSettingsService()
  ) -> SettingsScenario {
    scenario("settings.fix-name", service: service()) { driver, service, context in
      try await appearAndLoad(driver, service, context)
      try await context.step("type a short name", kind: "type a name") {
        driver.typeDisplayName("Al")
      }
      try await context.step("fix the name", kind: "type a name") {
        driver.typeDisplayName("Alan")
      }
    }
  }

  /// Each edit changed back to the loaded value disables Save again.
  public static func changeBack(
    service: @autoclosure @escaping @Sendable () -> ControllableSettingsService =
      ControllableSettingsService()
  ) -> SettingsScenario {
    scenario("settings.change-back", service: service()) { driver, service, context in
      try await appearAndLoad(driver, service, context)
      try await context.step("toggle off", kind: "toggle") { driver.toggleNotifications(false) }
      try await context.step("toggle on again", kind: "toggle") {
        driver.toggleNotifications(true)
      }
      try await context.step("type another name", kind: "type a name") {
        driver.typeDisplayName("Ada")
      }
      try await context.step("type the loaded name", kind: "type a name") {
        driver.typeDisplayName(loaded.displayName)
      }
    }
  }

  /// The save fails: "Could not save: You are offline.", the edits stay and Save is enabled;
  /// the retry succeeds and shows "Saved".
  public static func saveFailsThenRetry(
    service: @autoclosure @escaping @Sendable () -> ControllableSettingsService =
      ControllableSettingsService()
  ) -> SettingsScenario {
    scenario("settings.save-fails-then-retry", service: service()) { driver, service, context in
      try await appearAndLoad(driver, service, context)
      try await context.step("type a name", measured: false) {
        driver.typeDisplayName("Grace Hopper")
      }
      try await pressSave(driver, service, context)
      try await context.step("save fails", settled: { !driver.widgets.status.isHidden.value }) {
        service.saves.fail(0, with: SettingsServiceError.offline)
      }
      try await pressSave(driver, service, context, label: "press Save again", saves: 2)
      try await context.step(
        "save succeeds",
        settled: {
          driver.widgets.status.text.value == SettingsText.saved
            && !driver.widgets.status.isHidden.value
        }
      ) {
        service.saves.resolve(1)
      }
    }
  }

  /// After "Saved", an edit hides it and enables Save.
  public static func editAfterSave(
    service: @autoclosure @escaping @Sendable () -> ControllableSettingsService =
      ControllableSettingsService()
  ) -> SettingsScenario {
    scenario("settings.edit-after-save", service: service()) { driver, service, context in
      try await appearAndLoad(driver, service, context)
      try await context.step("toggle off", measured: false) { driver.toggleNotifications(false) }
      try await pressSave(driver, service, context)
      try await context.step(
        "save succeeds", measured: false, settled: { !driver.widgets.status.isHidden.value }
      ) {
        service.saves.resolve(0)
      }
      try await context.step("type a name", kind: "type a name") {
        driver.typeDisplayName("Grace Hopper")
      }
    }
  }

  /// The screen closes while the settings load; the late answer, other settings, changes
  /// nothing.
  ///
  /// The service ignores cancellation, so the answer really reaches the closed screen's task,
  /// which must drop it; a test reads `callerWasCancelled` to see that closing cancelled it.
  public static func closeMidLoad(
    service: @autoclosure @escaping @Sendable () -> ControllableSettingsService =
      ControllableSettingsService(ignoringCancellation: true)
  ) -> SettingsScenario {
    scenario("settings.close-mid-load", service: service()) { driver, service, context in
      try await context.step("appear", measured: false) { driver.appear() }
      try await service.loads.waitForRequests(count: 1, timeout: context.waitLimit)
      context.close()
      service.loads.resolve(0, with: Settings(notificationsEnabled: false, displayName: "Late"))
      // NB: nothing on screen changes when the closed screen drops the answer, so no widget
      // write can mark the step settled: wait until its task has handled the answer, then
      // record the screen.
      try await service.loads.waitForDeliveries(count: 1, timeout: context.waitLimit)
      try await context.step("late answer delivered", measured: false) {}
    }
  }

  /// The screen closes while the settings save; the late answer changes nothing: no "Saved".
  ///
  /// The service ignores cancellation, as in ``closeMidLoad(service:)``.
  public static func closeMidSave(
    service: @autoclosure @escaping @Sendable () -> ControllableSettingsService =
      ControllableSettingsService(ignoringCancellation: true)
  ) -> SettingsScenario {
    scenario("settings.close-mid-save", service: service()) { driver, service, context in
      try await appearAndLoad(driver, service, context)
      try await context.step("toggle off", measured: false) { driver.toggleNotifications(false) }
      try await context.step("press Save", measured: false) { driver.pressSave() }
      try await service.saves.waitForRequests(count: 1, timeout: context.waitLimit)
      context.close()
      service.saves.resolve(0)
      // NB: as in closeMidLoad: the dropped answer writes nothing that could settle a step.
      try await service.saves.waitForDeliveries(count: 1, timeout: context.waitLimit)
      try await context.step("late answer delivered", measured: false) {}
    }
  }
}
