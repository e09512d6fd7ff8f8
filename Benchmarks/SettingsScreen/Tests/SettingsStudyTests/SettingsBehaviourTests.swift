import Comparison
import PresentationTesting
import SettingsScreen
import SettingsStudy
import Testing

/// What the Settings screen shows, step by step, written once and checked on every arm (parity
/// then says the arms agree; these say what they agree on).
@MainActor
@Suite struct SettingsBehaviourTests {
  typealias Drawing = SettingsScreenDrawing

  /// Runs `scenario` on `arm` and returns the screen after each step, by the step's label.
  private func screens(_ scenario: SettingsScenario, on arm: Arm) async -> [String: ScreenSnapshot]
  {
    let run = await ScenarioRunner().run(SettingsStudy.definition.scenario(scenario), on: arm)
    #expect(run.failure == nil)
    #expect(run.leaks == [])
    return Dictionary(run.snapshots.map { ($0.label, $0.snapshot) }) { _, last in last }
  }

  @Test(arguments: SettingsStudy.study.arms)
  func theStoredSettingsShowWithSaveDisabled(arm: Arm) async {
    let screens = await screens(SettingsScenarios.load, on: arm)
    #expect(screens["open"] == Drawing.fresh.snapshot)
    #expect(screens["appear"] == Drawing.loaded.snapshot)
  }

  @Test(arguments: SettingsStudy.study.arms)
  func aFailedLoadShowsItsReasonAndIgnoresEdits(arm: Arm) async {
    let screens = await screens(SettingsScenarios.loadFails, on: arm)
    let failed = Drawing.fresh.with { $0.status = "Could not load settings: You are offline." }
    #expect(screens["appear"] == failed.snapshot)
    // The toggle moved under the user's finger, but nothing can be saved.
    #expect(
      screens["toggle before anything loaded"] == failed.with { $0.notifications = true }.snapshot)
  }

  @Test(arguments: SettingsStudy.study.arms)
  func appearingAgainAfterAFailedLoadHidesTheErrorAndLoads(arm: Arm) async {
    let service = ControllableSettingsService()
    let screens = await screens(SettingsScenarios.retryLoad(service), on: arm)
    #expect(screens["appear"] == Drawing.fresh.with { $0.spinner = true }.snapshot)
    #expect(
      screens["load fails"]
        == Drawing.fresh.with { $0.status = "Could not load settings: The server is unavailable." }
        .snapshot)
    #expect(screens["appear again"] == Drawing.fresh.with { $0.spinner = true }.snapshot)
    #expect(screens["settings arrive"] == Drawing.loaded.snapshot)
    #expect(service.loads.requests.map(\.state) == [.failed, .resolved])
  }

  @Test(arguments: SettingsStudy.study.arms)
  func theMessageShowsBelowThreeCharactersAndSaveEnablesFromThree(arm: Arm) async {
    let screens = await screens(SettingsScenarios.typing, on: arm)
    let typed = Drawing.loaded.with {
      $0.displayName = "Gr"
      $0.nameMessage = SettingsText.invalidName
    }
    #expect(screens["type \"Gr\""] == typed.snapshot)
    #expect(
      screens["type \"Gra\""]
        == typed.with {
          $0.displayName = "Gra"
          $0.nameMessage = nil
          $0.saveEnabled = true
        }.snapshot)
  }

  @Test(arguments: SettingsStudy.study.arms)
  func savingShowsTheSpinnerThenSavedAndDisablesSave(arm: Arm) async {
    let service = ControllableSettingsService()
    let screens = await screens(SettingsScenarios.toggleThenSave(service), on: arm)
    let toggled = Drawing.loaded.with {
      $0.notifications = false
      $0.saveEnabled = true
    }
    #expect(screens["toggle off"] == toggled.snapshot)
    #expect(
      screens["press Save"]
        == toggled.with {
          $0.spinner = true
          $0.saveEnabled = false
        }.snapshot)
    #expect(
      screens["save succeeds"]
        == toggled.with {
          $0.saveEnabled = false
          $0.status = "Saved"
        }.snapshot)
    #expect(
      service.saves.requests.map(\.argument)
        == [Settings(notificationsEnabled: false, displayName: "Ada Lovelace")])
  }

  @Test(arguments: SettingsStudy.study.arms)
  func aNameOutsideThreeToTwentyCharactersShowsTheMessageAndCannotBeSaved(arm: Arm) async {
    let service = ControllableSettingsService()
    let screens = await screens(SettingsScenarios.invalidName(service), on: arm)
    let short = Drawing.loaded.with {
      $0.displayName = "Al"
      $0.nameMessage = "Name must be 3–20 characters"
    }
    #expect(screens["type a short name"] == short.snapshot)
    let long = short.with { $0.displayName = SettingsScenarios.longName }
    #expect(screens["type a long name"] == long.snapshot)
    #expect(screens["press Save while disabled"] == long.snapshot)
    #expect(service.saves.requests.isEmpty)
  }

  @Test(arguments: SettingsStudy.study.arms)
  func fixingTheNameHidesTheMessageAndEnablesSave(arm: Arm) async {
    let screens = await screens(SettingsScenarios.fixName, on: arm)
    #expect(
      screens["fix the name"]
        == Drawing.loaded.with {
          $0.displayName = "Alan"
          $0.saveEnabled = true
        }.snapshot)
  }

  @Test(arguments: SettingsStudy.study.arms)
  func changingBackToTheLoadedValuesDisablesSave(arm: Arm) async {
    let screens = await screens(SettingsScenarios.changeBack, on: arm)
    #expect(
      screens["toggle off"]
        == Drawing.loaded.with {
          $0.notifications = false
          $0.saveEnabled = true
        }.snapshot)
    #expect(screens["toggle on again"] == Drawing.loaded.snapshot)
    #expect(
      screens["type another name"]
        == Drawing.loaded.with {
          $0.displayName = "Ada"
          $0.saveEnabled = true
        }.snapshot)
    #expect(screens["type the loaded name"] == Drawing.loaded.snapshot)
  }

  @Test(arguments: SettingsStudy.study.arms)
  func aFailedSaveKeepsTheEditsAndTheRetrySavesThem(arm: Arm) async {
    let service = ControllableSettingsService()
    let screens = await screens(SettingsScenarios.saveFailsThenRetry(service), on: arm)
    let edited = Drawing.loaded.with {
      $0.displayName = "Grace Hopper"
      $0.saveEnabled = true
    }
    #expect(
      screens["save fails"]
        == edited.with { $0.status = "Could not save: You are offline." }.snapshot)
    #expect(
      screens["press Save again"]
        == edited.with {
          $0.spinner = true
          $0.saveEnabled = false
        }.snapshot)
    #expect(
      screens["save succeeds"]
        == edited.with {
          $0.saveEnabled = false
          $0.status = "Saved"
        }.snapshot)
    let grace = Settings(notificationsEnabled: true, displayName: "Grace Hopper")
    #expect(service.saves.requests.map(\.argument) == [grace, grace])
    #expect(service.saves.requests.map(\.state) == [.failed, .resolved])
  }

  @Test(arguments: SettingsStudy.study.arms)
  func anEditAfterSavingHidesSavedAndComparesWithWhatWasSaved(arm: Arm) async {
    let screens = await screens(SettingsScenarios.editAfterSave, on: arm)
    #expect(
      screens["type a name"]
        == Drawing.loaded.with {
          $0.notifications = false
          $0.displayName = "Grace Hopper"
          $0.saveEnabled = true
        }.snapshot)
  }

  @Test(arguments: SettingsStudy.study.arms)
  func closingMidLoadCancelsItAndTheLateAnswerChangesNothing(arm: Arm) async {
    let service = ControllableSettingsService(ignoringCancellation: true)
    let screens = await screens(SettingsScenarios.closeMidLoad(service), on: arm)
    let loading = Drawing.fresh.with { $0.spinner = true }.snapshot
    #expect(screens["close"] == loading)
    #expect(screens["late answer delivered"] == loading)
    // Closing cancelled the request: the answer reached a task that knew to drop it.
    #expect(service.loads.requests.map(\.callerWasCancelled) == [true])
    #expect(service.loads.requests.map(\.state) == [.resolved])
  }

  @Test(arguments: SettingsStudy.study.arms)
  func closingMidSaveCancelsItAndTheLateAnswerChangesNothing(arm: Arm) async {
    let service = ControllableSettingsService(ignoringCancellation: true)
    let screens = await screens(SettingsScenarios.closeMidSave(service), on: arm)
    let saving = Drawing.loaded.with {
      $0.notifications = false
      $0.spinner = true
    }.snapshot
    #expect(screens["close"] == saving)
    #expect(screens["late answer delivered"] == saving)
    #expect(service.saves.requests.map(\.callerWasCancelled) == [true])
  }
}
