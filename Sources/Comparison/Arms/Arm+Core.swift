extension Arm {
  /// The reactive machinery between an arm's presentation logic and its view, if any.
  ///
  /// With ``Arm/Pattern``, it tells what a ratio between two arms measures: arms with the same
  /// core differ by their pattern alone, arms with the same pattern by their core alone.
  public enum Core: String, Sendable, Codable, CaseIterable {
    /// No reactive core: the presentation logic calls the view directly.
    case none
    /// This package's Signals (`Observable`, `Signal` and their bindings).
    case signals = "Signals"
    /// Apple's Observation (`@Observable` and `withObservationTracking`).
    case observation = "Observation"
  }
}
