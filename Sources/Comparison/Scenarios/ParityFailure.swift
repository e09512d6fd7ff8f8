/// The first step at which an arm showed a different screen from the reference arm.
public struct ParityFailure: Sendable, Error, CustomStringConvertible {
  /// One side of the difference.
  public struct Side: Sendable, Equatable {
    /// The arm's id.
    public let arm: String
    /// The step's label in that arm's run (`(no step)` when its run ended earlier).
    public let label: String
    /// The drawing of the screen at that step (`(no screen)` when its run ended earlier).
    public let drawing: String
  }

  /// The scenario's id.
  public let scenario: String
  /// The index of the first differing step (0 is the screen as opened).
  public let step: Int
  /// The reference arm's side.
  public let reference: Side
  /// The differing arm's side.
  public let other: Side

  static func first(in scenario: Scenario, reference: ScenarioRun, other: ScenarioRun)
    -> ParityFailure?
  {
    for index in 0..<max(reference.snapshots.count, other.snapshots.count) {
      let left = reference.snapshots.indices.contains(index) ? reference.snapshots[index] : nil
      let right = other.snapshots.indices.contains(index) ? other.snapshots[index] : nil
      // What a person sees, not how it was drawn: the calls each step made may differ.
      guard left?.label != right?.label || left?.snapshot != right?.snapshot else { continue }
      return ParityFailure(
        scenario: scenario.id, step: index,
        reference: Side(
          arm: reference.arm.id, label: left?.label ?? "(no step)",
          drawing: left?.snapshot.drawing() ?? "(no screen)"),
        other: Side(
          arm: other.arm.id, label: right?.label ?? "(no step)",
          drawing: right?.snapshot.drawing() ?? "(no screen)"))
    }
    return nil
  }

  /// Both drawings with the step that differs.
  public var description: String {
    """
    parity broken in \(scenario) at step \(step) (\(reference.arm): \(reference.label), \
    \(other.arm): \(other.label))
    \(reference.arm):
    \(reference.drawing)
    \(other.arm):
    \(other.drawing)
    """
  }
}
