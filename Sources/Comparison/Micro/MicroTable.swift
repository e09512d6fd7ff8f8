/// The micro benchmark results as a fixed-width text table with ratios and budget verdicts.
public struct MicroTable {
  /// The rows to print.
  public var results: [MicroResult]

  /// Creates a table of `results`.
  public init(results: [MicroResult]) {
    self.results = results
  }

  /// The table, one row per benchmark, at most 100 columns wide, plus the linearity verdict.
  public func render() -> String {
    let nameWidth = min(58, results.map(\.name.count).max() ?? 10)
    var lines = [
      "Signals micro benchmarks (ns per operation; ratio to the closure-call floor)",
      pad("benchmark", nameWidth) + leftPad("ns/op", 9) + leftPad("× floor", 9) + "  budget",
      String(repeating: "-", count: nameWidth + 9 + 9 + 18),
    ]
    for result in results {
      lines.append(
        pad(result.name, nameWidth) + leftPad(format(result.nsPerOp), 9)
          + leftPad(format(result.ratioToClosure) + "×", 9) + "  " + verdict(result))
    }
    if let linearity = linearityRatio {
      let pass = linearity <= 2
      lines.append(
        "linearity: per-observer cost at 100 000 is \(format(linearity))× that at 1 000 "
          + "(budget ≤ 2×: \(pass ? "pass" : "MISS"))")
    }
    return lines.joined(separator: "\n")
  }

  /// Per-observer cost at the largest linearity size divided by that at the smallest.
  public var linearityRatio: Double? {
    let sizes = SignalsSuite.linearitySizes
    guard let small = sizes.first, let large = sizes.last,
      let smallRow = results.first(where: { $0.name == SignalsSuite.linearityName(small) }),
      let largeRow = results.first(where: { $0.name == SignalsSuite.linearityName(large) })
    else { return nil }
    return largeRow.nsPerOp / smallRow.nsPerOp
  }

  private func verdict(_ result: MicroResult) -> String {
    if let budget = result.floorBudget {
      return "≤ \(format(budget))× " + (result.ratioToClosure <= budget ? "pass" : "MISS")
    }
    if let budget = result.nanosecondBudget {
      return "≤ \(format(budget)) ns " + (result.nsPerOp <= budget ? "pass" : "MISS")
    }
    return ""
  }

  private func format(_ value: Double) -> String {
    guard value.isFinite else { return "n/a" }
    let rounded = value >= 100 ? (value).rounded() : (value * 10).rounded() / 10
    return value >= 100 ? String(Int(rounded)) : String(rounded)
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width
      ? String(text.prefix(width)) : text + String(repeating: " ", count: width - text.count)
  }

  private func leftPad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
