/// One property of a headless widget (a label's text, a hidden flag, a list's rows…) that
/// counts its writes.
///
/// A write of a value equal to the one already there is still a write (a real toolkit would
/// relayout or redraw), and is counted as redundant too.
@MainActor
public final class Widget<Value: Equatable> {
  /// The value on screen.
  public private(set) var value: Value
  /// How many times this property was written, redundant writes included: a test tells which
  /// widget an action wrote (a table's one cell, say) by comparing it before and after.
  public private(set) var writeCount = 0

  private let counters: ViewCounters

  /// Creates a widget property showing `initialValue`, counting into `counters`.
  public init(_ initialValue: Value, counters: ViewCounters) {
    value = initialValue
    self.counters = counters
  }

  /// Writes `newValue` to the screen.
  public func write(_ newValue: Value) {
    let redundant = newValue == value
    value = newValue
    writeCount += 1
    counters.countWrite(redundant: redundant)
  }

  /// Writes `newValue` only when it differs from the value on screen, as a view that renders
  /// what changed does (a state or Observation view); an equal value costs a comparison and no
  /// write.
  public func update(_ newValue: Value) {
    if newValue != value { write(newValue) }
  }
}
