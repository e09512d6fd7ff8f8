/// One property of a headless widget (a label's text, a hidden flag, a list's rows…) that
/// counts its writes.
///
/// A write of a value equal to the one already there is still a write (a real toolkit would
/// relayout or redraw), and is counted as redundant too.
///
/// NB: `@inlinable`, as the other helpers every arm's view calls on each update (the labels, the
/// counters, the binder, the renderers): the views live in other modules (the package's in
/// PatternStudy, a team's in its own), and a generic call across a module boundary that cannot
/// be specialised costs every arm several times what a view in the same module pays, which is
/// what an app's view is (see "Design choices").
@MainActor
public final class Widget<Value: Equatable> {
  /// The value on screen.
  @inlinable
  public var value: Value { storedValue }
  /// How many times this property was written, redundant writes included: a test tells which
  /// widget an action wrote (a table's one cell, say) by comparing it before and after.
  @inlinable
  public var writeCount: Int { storedWriteCount }

  // NB: exempt from dynamic exclusivity checks, soundly: main-actor state, each access a single
  // read or write, with no call in between that could reach this widget again.
  @usableFromInline
  @exclusivity(unchecked)
  var storedValue: Value
  @usableFromInline
  @exclusivity(unchecked)
  var storedWriteCount = 0
  @usableFromInline
  let counters: ViewCounters

  /// Creates a widget property showing `initialValue`, counting into `counters`.
  @inlinable
  public init(_ initialValue: Value, counters: ViewCounters) {
    storedValue = initialValue
    self.counters = counters
  }

  /// Writes `newValue` to the screen.
  @inlinable
  public func write(_ newValue: Value) {
    let redundant = newValue == storedValue
    storedValue = newValue
    storedWriteCount += 1
    counters.countWrite(redundant: redundant)
  }

  /// Writes `newValue` only when it differs from the value on screen, as a view that renders
  /// what changed does (a state or Observation view); an equal value costs a comparison and no
  /// write.
  @inlinable
  public func update(_ newValue: Value) {
    if newValue != storedValue { write(newValue) }
  }
}
