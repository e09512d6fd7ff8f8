public import Comparison
import PresentationTesting
public import SettingsScreen

/// A scenario of the Settings screen, written once for every arm.
public typealias SettingsScenario = ScreenScenario<any SettingsService, any SettingsDriver>

/// The Settings scenarios. Those that answer requests may be given their service, so that a
/// test reads its requests afterwards; without one, every run makes a fresh one.
public enum SettingsScenarios {
  /// The service a scenario answers.
  public typealias Service = ControllableSettingsService

  /// Every scenario, in the order outputs show them.
  public static var all: [SettingsScenario] {
    [
      load, loadFails, retryLoad(), typing, toggleThenSave(), invalidName(), fixName, changeBack,
      saveFailsThenRetry(), editAfterSave, closeMidLoad(), closeMidSave(),
    ]
  }

  /// What the scenarios load: notifications on, "Ada Lovelace".
  public static let loaded = InMemorySettingsService.sample

  /// A name of 21 characters, one too many.
  public static let longName = "Augusta Ada King-Noel"

  /// Set-up, unmeasured: the screen appears and `service` answers its load with ``loaded``.
  @MainActor
  private static func appearAndLoad(
    _ driver: any SettingsDriver, _ service: Service, _ context: ScenarioContext
  ) async throws {
    try await context.step("appear", measured: false) { driver.appear() }
    try await service.loads.waitForRequests(count: 1, timeout: context.waitLimit)
    try await context.step("settings arrive", measured: false, settled: loadEnded(driver)) {
      service.loads.resolve(0, with: loaded)
    }
  }

  /// The user taps Save, and the request reaches `service`.
  @MainActor
  private static func pressSave(
    _ driver: any SettingsDriver, _ service: Service, _ context: ScenarioContext,
    label: String = "press Save", saves: Int = 1
  ) async throws {
    try await context.step(label, kind: "press Save") { driver.pressSave() }
    try await service.saves.waitForRequests(count: saves, timeout: context.waitLimit)
  }

  /// Types each name of `names` (a label and a name) as one kind of step, "type a name".
  @MainActor
  private static func type(
    _ names: KeyValuePairs<String, String>, _ driver: any SettingsDriver, _ context: ScenarioContext
  ) async throws {
    for (label, name) in names {
      try await context.step(label, kind: "type a name") { driver.typeDisplayName(name) }
    }
  }

  /// Whether a load has ended: the spinner is gone.
  @MainActor
  private static func loadEnded(_ driver: any SettingsDriver) -> @MainActor () -> Bool {
    { !driver.widgets.spinner.value }
  }

  /// Whether the status shows, as a failure or "Saved" does.
  @MainActor
  private static func statusShows(_ driver: any SettingsDriver) -> @MainActor () -> Bool {
    { !driver.widgets.status.isHidden.value }
  }

  /// The screen appears, shows the spinner, then the stored settings with Save disabled.
  public static let load = SettingsScenario(
    "settings.load", dependencies: InMemorySettingsService()
  ) { driver, _, context in
    try await context.step("appear", settled: loadEnded(driver)) { driver.appear() }
  }

  /// The load fails: "Could not load settings: You are offline.", and an edit is ignored.
  public static let loadFails = SettingsScenario(
    "settings.load-fails", dependencies: InMemorySettingsService(loadFailure: .offline)
  ) { driver, _, context in
    try await context.step("appear", settled: statusShows(driver)) { driver.appear() }
    try await context.step("toggle before anything loaded") { driver.toggleNotifications(true) }
  }

  /// The load fails; appearing again hides the error and loads, and the settings arrive.
  public static func retryLoad(_ service: Service? = nil) -> SettingsScenario {
    SettingsScenario("settings.retry-load", dependencies: service ?? Service()) {
      driver, service, context in
      try await context.step("appear", measured: false) { driver.appear() }
      try await service.loads.waitForRequests(count: 1, timeout: context.waitLimit)
      try await context.step("load fails", measured: false, settled: statusShows(driver)) {
        service.loads.fail(0, with: SettingsServiceError.serverUnavailable)
      }
      try await context.step("appear again") { driver.appear() }
      try await service.loads.waitForRequests(count: 2, timeout: context.waitLimit)
      try await context.step("settings arrive", settled: loadEnded(driver)) {
        service.loads.resolve(1, with: loaded)
      }
    }
  }

  /// The user clears the name and types "Grace Hopper" one keystroke at a time.
  public static let typing = SettingsScenario(
    "settings.typing", size: 12, dependencies: InMemorySettingsService()
  ) { driver, _, context in
    try await context.step("appear", measured: false, settled: loadEnded(driver)) {
      driver.appear()
    }
    try await context.step("clear the name", measured: false) { driver.typeDisplayName("") }
    for length in 1...12 {
      let text = String("Grace Hopper".prefix(length))
      try await context.step("type \"\(text)\"", kind: "keystroke") { driver.typeDisplayName(text) }
    }
  }

  /// Notifications off, then Save: the spinner while saving, then "Saved" and Save disabled.
  public static func toggleThenSave(_ service: Service? = nil) -> SettingsScenario {
    SettingsScenario("settings.toggle-then-save", dependencies: service ?? Service()) {
      driver, service, context in
      try await appearAndLoad(driver, service, context)
      try await context.step("toggle off", kind: "toggle") { driver.toggleNotifications(false) }
      try await pressSave(driver, service, context)
      try await context.step("save succeeds", settled: statusShows(driver)) {
        service.saves.resolve(0)
      }
    }
  }

  /// A name too short, then too long: the message shows, and a tap on the disabled Save saves
  /// nothing.
  public static func invalidName(_ service: Service? = nil) -> SettingsScenario {
    SettingsScenario("settings.invalid-name", dependencies: service ?? Service()) {
      driver, service, context in
      try await appearAndLoad(driver, service, context)
      try await type(["type a short name": "Al", "type a long name": longName], driver, context)
      try await context.step("press Save while disabled") { driver.pressSave() }
    }
  }

  /// From a name too short to a valid one: the message hides and Save is enabled.
  public static let fixName = SettingsScenario("settings.fix-name", dependencies: Service()) {
    driver, service, context in
    try await appearAndLoad(driver, service, context)
    try await type(["type a short name": "Al", "fix the name": "Alan"], driver, context)
  }

  /// Each edit changed back to the loaded value disables Save again.
  public static let changeBack = SettingsScenario("settings.change-back", dependencies: Service()) {
    driver, service, context in
    try await appearAndLoad(driver, service, context)
    try await context.step("toggle off", kind: "toggle") { driver.toggleNotifications(false) }
    try await context.step("toggle on again", kind: "toggle") { driver.toggleNotifications(true) }
    try await type(
      ["type another name": "Ada", "type the loaded name": loaded.displayName], driver, context)
  }

  /// The save fails: "Could not save: You are offline.", the edits stay and Save is enabled; the
  /// retry shows "Saved".
  public static func saveFailsThenRetry(_ service: Service? = nil) -> SettingsScenario {
    SettingsScenario("settings.save-fails-then-retry", dependencies: service ?? Service()) {
      driver, service, context in
      try await appearAndLoad(driver, service, context)
      try await context.step("type a name", measured: false) {
        driver.typeDisplayName("Grace Hopper")
      }
      try await pressSave(driver, service, context)
      try await context.step("save fails", settled: statusShows(driver)) {
        service.saves.fail(0, with: SettingsServiceError.offline)
      }
      try await pressSave(driver, service, context, label: "press Save again", saves: 2)
      try await context.step(
        "save succeeds",
        settled: { statusShows(driver)() && driver.widgets.status.text.value == SettingsText.saved }
      ) { service.saves.resolve(1) }
    }
  }

  /// After "Saved", an edit hides it and enables Save.
  public static let editAfterSave = SettingsScenario(
    "settings.edit-after-save", dependencies: Service()
  ) { driver, service, context in
    try await appearAndLoad(driver, service, context)
    try await context.step("toggle off", measured: false) { driver.toggleNotifications(false) }
    try await pressSave(driver, service, context)
    try await context.step("save succeeds", measured: false, settled: statusShows(driver)) {
      service.saves.resolve(0)
    }
    try await type(["type a name": "Grace Hopper"], driver, context)
  }

  /// The screen closes while the settings load; the late answer changes nothing. The service
  /// ignores cancellation, so the answer really reaches the closed screen's task.
  public static func closeMidLoad(_ service: Service? = nil) -> SettingsScenario {
    SettingsScenario(
      "settings.close-mid-load", dependencies: service ?? Service(ignoringCancellation: true)
    ) { driver, service, context in
      try await context.step("appear", measured: false) { driver.appear() }
      try await service.loads.waitForRequests(count: 1, timeout: context.waitLimit)
      context.close()
      service.loads.resolve(0, with: Settings(notificationsEnabled: false, displayName: "Late"))
      // NB: the dropped answer writes nothing that could settle a step: wait until the task has
      // handled it, then record the screen.
      try await service.loads.waitForDeliveries(count: 1, timeout: context.waitLimit)
      try await context.step("late answer delivered", measured: false) {}
    }
  }

  /// The screen closes while the settings save; the late answer shows no "Saved".
  public static func closeMidSave(_ service: Service? = nil) -> SettingsScenario {
    SettingsScenario(
      "settings.close-mid-save", dependencies: service ?? Service(ignoringCancellation: true)
    ) { driver, service, context in
      try await appearAndLoad(driver, service, context)
      try await context.step("toggle off", measured: false) { driver.toggleNotifications(false) }
      try await context.step("press Save", measured: false) { driver.pressSave() }
      try await service.saves.waitForRequests(count: 1, timeout: context.waitLimit)
      context.close()
      service.saves.resolve(0)
      try await service.saves.waitForDeliveries(count: 1, timeout: context.waitLimit)
      try await context.step("late answer delivered", measured: false) {}
    }
  }
}
