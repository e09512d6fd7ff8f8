extension Arm {
  /// The presentation pattern an arm's screens are written in: an open value, with the two this
  /// package compares as static members.
  ///
  /// A pattern of your own is a literal: `let mvi: Arm.Pattern = "MVI"`. With ``Arm/Core``, it
  /// tells what a ratio between two arms measures: arms with the same core differ by their
  /// pattern alone, arms with the same pattern by their core alone.
  public struct Pattern: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
  {
    /// The pattern's name, as outputs show it (`MVP`, `MVVM`).
    public let rawValue: String

    /// Creates the pattern named `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates the pattern named by a string literal.
    public init(stringLiteral value: String) {
      self.init(rawValue: value)
    }

    /// The pattern's name.
    public var description: String { rawValue }

    /// Presenters pushing to passive view protocols.
    public static let mvp: Pattern = "MVP"
    /// View models whose outputs the view reads or binds.
    public static let mvvm: Pattern = "MVVM"

    /// Decodes the pattern from its name, a single string.
    public init(from decoder: any Decoder) throws {
      rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the pattern as its name, a single string.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }
  }
}
