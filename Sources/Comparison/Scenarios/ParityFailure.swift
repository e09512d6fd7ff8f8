/// The first step at which an arm showed a different screen from the reference arm.
public struct ParityFailure: Sendable, Error, CustomStringConvertible {
  /// One side of the difference.
  public struct Side: Sendable, Equatable {
    /// The arm's id.
    public let arm: String
    /// The step's label in that arm's run (`(no step)` when its run ended earlier).
    public let label: String
    /// The drawing of the screen at that step (`(no screen)` when its run ended earlier), as
    /// ``ScreenSnapshot/drawing(maximumRows:)`` draws it, unmarked: the failure's
    /// ``ParityFailure/description`` marks in it what differs.
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
  /// The screens of the two sides at that step, `nil` for a run that ended earlier: what the
  /// description compares line by line and row by row.
  private let referenceScreen: ScreenSnapshot?
  private let otherScreen: ScreenSnapshot?

  /// The rows of a list each drawing shows; the description names the rows past them that
  /// differ.
  static let drawnRows = 6

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
          drawing: left?.snapshot.drawing(maximumRows: drawnRows) ?? "(no screen)"),
        other: Side(
          arm: other.arm.id, label: right?.label ?? "(no step)",
          drawing: right?.snapshot.drawing(maximumRows: drawnRows) ?? "(no screen)"),
        referenceScreen: left?.snapshot, otherScreen: right?.snapshot)
    }
    return nil
  }

  /// The step that differs and both drawings, each line that shows something the other screen
  /// does not marked `<- differs` after its frame; then the rows past a list's first six that
  /// differ, which no drawing shows: up to six a list, and how many more.
  ///
  /// ```
  /// parity broken in rows.load@0 at step 1 (mvp: load, mvvm: load)
  /// mvp:
  /// +-- Rows -------+
  /// | rows: 10 rows |
  /// |   | Row 1     |
  /// …
  /// |   | … 4 more  | <- differs
  /// +---------------+
  /// mvvm:
  /// …
  /// rows that differ past the first 6 of a list:
  ///   rows, row 8: mvp "Row 8", mvvm "Row eight"
  /// ```
  public var description: String {
    var lines = [
      "parity broken in \(scenario) at step \(step) (\(reference.arm): \(reference.label), "
        + "\(other.arm): \(other.label))"
    ]
    guard let referenceScreen, let otherScreen else {
      lines += ["\(reference.arm):", reference.drawing, "\(other.arm):", other.drawing]
      return lines.joined(separator: "\n")
    }
    lines += [
      "\(reference.arm):",
      referenceScreen.drawing(maximumRows: Self.drawnRows, comparedWith: otherScreen),
      "\(other.arm):",
      otherScreen.drawing(maximumRows: Self.drawnRows, comparedWith: referenceScreen),
    ]
    let rows = rowsThatDiffer(referenceScreen, otherScreen)
    if !rows.isEmpty {
      lines.append("rows that differ past the first \(Self.drawnRows) of a list:")
      lines += rows
    }
    return lines.joined(separator: "\n")
  }

  /// A line for each row past the drawings' rows that differs between two lists in the same
  /// place with the same name (a row one of them lacks included): the first six of each list,
  /// then how many more.
  private func rowsThatDiffer(_ left: ScreenSnapshot, _ right: ScreenSnapshot) -> [String] {
    func shown(_ rows: [ScreenSnapshot.Row], _ index: Int) -> String {
      rows.indices.contains(index) ? "\"\(rows[index].drawn)\"" : "(no row)"
    }
    var lines: [String] = []
    for case (.list(let name, let leftRows, true), .list(let rightName, let rightRows, true))
      in zip(left.elements, right.elements) where name == rightName
    {
      let past = Self.drawnRows..<max(Self.drawnRows, leftRows.count, rightRows.count)
      let differing = past.filter { index in
        !leftRows.indices.contains(index) || !rightRows.indices.contains(index)
          || leftRows[index] != rightRows[index]
      }
      for index in differing.prefix(Self.drawnRows) {
        lines.append(
          "  \(name), row \(index + 1): \(reference.arm) \(shown(leftRows, index)), "
            + "\(other.arm) \(shown(rightRows, index))")
      }
      let more = differing.count - Self.drawnRows
      if more > 0 {
        lines.append("  \(name): \(more) more row\(more == 1 ? " differs" : "s differ")")
      }
    }
    return lines
  }
}
