/// One reusable cell of a headless ``Table``: a title and a detail label, each a counted widget
/// property, and the row it shows while it is on screen.
@MainActor
public final class TableCell {
  /// The position of the cell in its table's pool, stable for the cell's life: a driver keeps
  /// what a cell holds (its bindings, its tracked model) in an array indexed by it.
  public let id: Int
  /// The title label's text.
  public let title: Widget<String>
  /// The detail label's text.
  public let detail: Widget<String>
  /// The row the cell shows while on screen; `nil` while it waits in the reuse pool.
  public internal(set) var row: Int?

  init(id: Int, counters: ViewCounters) {
    self.id = id
    title = Widget("", counters: counters)
    detail = Widget("", counters: counters)
  }
}
