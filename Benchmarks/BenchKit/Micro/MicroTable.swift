/// The micro benchmark results as a fixed-width text table with ratios and budget verdicts.
public struct MicroTable {
  /// The rows to print.
  public var results: [MicroResult]

  /// The table, one row per benchmark, at most 100 columns wide, plus the linearity verdict.
  public func render() -> String {
    let nameWidth = min(58, results.map(\.name.count).max() ?? 10)
    var lines = [
      "Signals micro benchmarks (ns per operation; ratio to the closure-call floor)",
      pad("benchmark", nameWidth + 1) + leftPad("ns/op", 9) + leftPad("× floor", 9) + "  budget",
      String(repeating: "-", count: nameWidth + 1 + 9 + 9 + 18),
    ]
    for result in results {
      lines.append(
        pad(result.name, nameWidth + 1) + leftPad(decimalText(result.nsPerOp), 9)
          + leftPad(decimalText(result.ratioToClosure) + "×", 9) + "  "
          + result.budgetText(miss: "MISS")
      )
    }
    if let linearity = linearityRatio {
      let pass = linearity <= 2
      lines.append(
        "linearity: per-observer cost at 100 000 is \(decimalText(linearity))× that at 1 000 "
          + "(budget ≤ 2×: \(pass ? "pass" : "MISS"))")
    }
    return lines.joined(separator: "\n")
  }

  /// Per-observer cost at the largest linearity size divided by that at the smallest.
  public var linearityRatio: Double? {
    let sizes = SignalsSuite.linearitySizes
    guard let small = sizes.first, let large = sizes.last,
      let smallRow = results.first(where: { $0.id == .linearity(small) }),
      let largeRow = results.first(where: { $0.id == .linearity(large) })
    else { return nil }
    return largeRow.nsPerOp / smallRow.nsPerOp
  }
}
