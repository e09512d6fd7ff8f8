extension Arm {
  /// The reactive machinery between an arm's presentation logic and its view, if any: an open
  /// value, with the three this package compares as static members.
  ///
  /// A core of your own is a literal: `let combine: Arm.Core = "Combine"`. With
  /// ``Arm/Pattern``, it tells what a ratio between two arms measures: arms with the same core
  /// differ by their pattern alone, arms with the same pattern by their core alone.
  public struct Core: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
  {
    /// The core's name, as outputs show it (`none`, `Signals`, `Observation`).
    public let rawValue: String

    /// Creates the core named `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates the core named by a string literal.
    public init(stringLiteral value: String) {
      self.init(rawValue: value)
    }

    /// The core's name.
    public var description: String { rawValue }

    /// No reactive core: the presentation logic calls the view directly.
    public static let direct: Core = "none"
    /// This package's Signals (`Observable`, `Signal` and their bindings).
    public static let signals: Core = "Signals"
    /// Apple's Observation (`@Observable` and `withObservationTracking`).
    public static let observation: Core = "Observation"

    /// Decodes the core from its name, a single string.
    public init(from decoder: any Decoder) throws {
      rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the core as its name, a single string.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }
  }
}
