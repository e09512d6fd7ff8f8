/// One way of writing a screen, compared against the others: an identity only (an id, a name, a
/// one-line summary, its pattern and its core).
///
/// An arm holds no code. What it runs is said by each ``ScreenDefinition``, which holds, per
/// arm, how to make that screen's driver; an arm with no driver for a screen is not run on it.
/// The arms of a run are given in order, the reference first (``Study/arms``): every ratio
/// divides by the reference, and every screen must have a driver for it.
///
/// ```swift
/// extension Arm {
///   static let settingsPresenter = Arm(
///     id: "presenter", name: "Presenter",
///     summary: "SettingsPresenter pushing to a passive SettingsView.",
///     pattern: .mvp, core: .direct)
/// }
/// ```
public struct Arm: Sendable, Identifiable, Hashable, Codable, CustomStringConvertible {
  /// A stable id, the key of this arm in every output (`mvp`, `mvvm-dedup`, `presenter`…).
  ///
  /// It must show as itself wherever an output puts it: not empty, no white space at either
  /// end and no line break or other control character, such as a tab (white space inside, as
  /// in `my arm`, is fine). ``Study/check(sizes:)`` refuses any other.
  public let id: String
  /// The name tables and charts show (`MVP`, `MVVM dedup`…).
  public let name: String
  /// What sets this arm apart, in one line.
  public let summary: String
  /// The pattern its screens are written in.
  public let pattern: Pattern
  /// The reactive core between its presentation logic and its view.
  public let core: Core

  /// Creates an arm.
  public init(id: String, name: String, summary: String, pattern: Pattern, core: Core) {
    self.id = id
    self.name = name
    self.summary = summary
    self.pattern = pattern
    self.core = core
  }

  /// The arm's name.
  public var description: String { name }

  /// Arms are equal when their ids are.
  public static func == (lhs: Arm, rhs: Arm) -> Bool { lhs.id == rhs.id }

  /// Hashes the id.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// What keeps `id` from showing as itself in an output (`is empty`, `holds a line break or a
  /// control character`…), or `nil` when nothing does: the rule of ``id``.
  static func problem(withID id: String) -> String? {
    if id.isEmpty { return "is empty" }
    if id.allSatisfy(\.isWhitespace) { return "is white space alone" }
    if id.contains(where: \.isNewline)
      || id.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    {
      return "holds a line break or a control character"
    }
    if id.first?.isWhitespace == true || id.last?.isWhitespace == true {
      return "begins or ends with white space"
    }
    return nil
  }
}
