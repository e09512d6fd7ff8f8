/// The texts of the Settings screen, written once for the presenter and both view models.
public enum SettingsText {
  /// The message under the display name field while the name is not 3–20 characters long.
  public static let invalidName = "Name must be 3–20 characters"

  /// The status after a save succeeded.
  public static let saved = "Saved"

  /// The message under the display name field for `name`: ``invalidName``, or `nil` when the
  /// name is valid.
  public static func nameMessage(for name: String) -> String? {
    Settings.isValidDisplayName(name) ? nil : invalidName
  }

  /// The status after a failed save, such as "Could not save: You are offline.".
  public static func saveFailure(_ error: any Error) -> String {
    "Could not save: \(reason(of: error))"
  }

  /// The status after a failed load, such as "Could not load settings: You are offline.".
  public static func loadFailure(_ error: any Error) -> String {
    "Could not load settings: \(reason(of: error))"
  }

  /// What a failure text ends with: a ``SettingsServiceError``'s reason, else a generic one.
  public static func reason(of error: any Error) -> String {
    (error as? SettingsServiceError)?.reason ?? "Something went wrong."
  }
}
