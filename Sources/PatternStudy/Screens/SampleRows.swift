import Synchronization

/// The rows of a list scenario, made the first time one of its runs asks for them and kept for
/// the later runs: listing or checking the scenarios (`pattern-bench --list`,
/// `Study.check(sizes:)`) makes none, though a million rows cost seconds and hundreds of
/// megabytes.
final class SampleRows<Row: Sendable>: Sendable {
  /// How many rows there are, known before they are made.
  let count: Int
  private let make: @Sendable () -> [Row]
  private let made = Mutex<[Row]?>(nil)

  /// Rows that `make` makes, `count` of them, when first asked for.
  init(count: Int, make: @escaping @Sendable (_ count: Int) -> [Row]) {
    self.count = count
    self.make = { make(count) }
  }

  /// Rows made already.
  init(_ rows: [Row]) {
    count = rows.count
    make = { rows }
  }

  /// The rows, made now if no run made them yet.
  var rows: [Row] {
    made.withLock { made in
      if let made { return made }
      let rows = make()
      made = rows
      return rows
    }
  }
}
