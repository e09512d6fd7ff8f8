/// The user's settings as the service stores them: whether notifications are on and the name
/// other people see.
public struct Settings: Sendable, Hashable {
  /// The lengths a display name may have, in characters.
  public static let displayNameLengths = 3...20

  /// Whether the app may send notifications.
  public var notificationsEnabled: Bool
  /// The name other people see.
  public var displayName: String

  /// Creates settings.
  public init(notificationsEnabled: Bool, displayName: String) {
    self.notificationsEnabled = notificationsEnabled
    self.displayName = displayName
  }

  /// What a screen shows before any settings have loaded: notifications off, no name.
  public static let empty = Settings(notificationsEnabled: false, displayName: "")

  /// Whether `name` is 3 to 20 characters long, counted as a person counts them (grapheme
  /// clusters, so "é" is one character); spaces count too.
  public static func isValidDisplayName(_ name: String) -> Bool {
    displayNameLengths.contains(name.count)
  }

  /// Whether the display name is valid (``isValidDisplayName(_:)``).
  public var hasValidDisplayName: Bool {
    Self.isValidDisplayName(displayName)
  }

  /// Whether these settings, as edited, may be saved over `loaded`, the settings last loaded
  /// or saved: only when something changed and the display name is valid.
  ///
  /// - Parameter loaded: The settings the screen last loaded or saved.
  /// - Returns: `true` when Save should be enabled (once no load or save runs).
  public func canBeSaved(over loaded: Settings) -> Bool {
    self != loaded && hasValidDisplayName
  }
}
