/// The name of a screen the harness compares, such as `UserList` or a team's `Settings`: an open
/// value, as Swift Testing's `Tag` or Foundation's `Notification.Name` are.
///
/// Declare yours once, as a static member, and use it wherever a screen is named:
///
/// ```swift
/// extension Screen {
///   static let settings: Screen = "Settings"
/// }
/// ```
///
/// Tables and reports group their rows by screen, in the order the screens were given to them;
/// the raw value is the screen's name in every output (JSON, Markdown, the report).
public struct Screen: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The screen's name, as every output shows it.
  public let rawValue: String

  /// Creates the screen named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates the screen named by a string literal: `let settings: Screen = "Settings"`.
  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }

  /// The screen's name.
  public var description: String { rawValue }

  /// Decodes the screen from its name, a single string.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the screen as its name, a single string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
