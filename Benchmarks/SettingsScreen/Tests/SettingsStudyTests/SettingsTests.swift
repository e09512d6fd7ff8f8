import SettingsScreen
import Testing

/// The rules the presenter and both view models share: which names are valid and when Save
/// may be enabled.
@Suite struct SettingsTests {
  @Test(arguments: [
    ("Al", false), ("Ada", true), (String(repeating: "a", count: 20), true),
    ("Augusta Ada King-Noel", false), ("", false),
    // Counted as a person counts: "e" and a combining diaeresis are one character.
    ("Zoe\u{0308}", true), ("   ", true),
  ])
  func aDisplayNameIsValidAtThreeToTwentyCharacters(name: String, isValid: Bool) {
    #expect(Settings.isValidDisplayName(name) == isValid)
    #expect(SettingsText.nameMessage(for: name) == (isValid ? nil : "Name must be 3–20 characters"))
  }

  @Test func settingsCanBeSavedOnlyWhenChangedAndValid() {
    let loaded = Settings(notificationsEnabled: true, displayName: "Ada Lovelace")
    #expect(!loaded.canBeSaved(over: loaded))
    #expect(
      Settings(notificationsEnabled: false, displayName: "Ada Lovelace").canBeSaved(over: loaded))
    #expect(Settings(notificationsEnabled: true, displayName: "Grace").canBeSaved(over: loaded))
    #expect(!Settings(notificationsEnabled: false, displayName: "Al").canBeSaved(over: loaded))
  }

  @Test func aFailureTextEndsWithTheServiceReasonOrAGenericOne() {
    #expect(
      SettingsText.saveFailure(SettingsServiceError.offline) == "Could not save: You are offline.")
    #expect(
      SettingsText.loadFailure(SettingsServiceError.serverUnavailable)
        == "Could not load settings: The server is unavailable.")
    #expect(
      SettingsText.saveFailure(CancellationError()) == "Could not save: Something went wrong.")
  }
}
