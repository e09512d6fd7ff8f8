/// The micro benchmark results as a fixed-width text table with ratios and budget verdicts.
struct MicroTable {
  /// The rows to print.
  var results: [MicroResult]

  /// The table, one row per benchmark, each with its budget and verdict on the line below
  /// when it has one, at most 100 columns wide.
  func render() -> String {
    let nameWidth = min(58, results.map(\.name.count).max() ?? 10)
    var lines = [
      "micro benchmarks (ns per operation: median and range over the runs; ratio to the "
        + "floor)",
      pad("benchmark", nameWidth + 1) + leftPad("ns/op", 9) + leftPad("runs, ns", 14)
        + leftPad("× floor", 9) + leftPad("allocs", 8),
      String(repeating: "-", count: nameWidth + 1 + 9 + 14 + 9 + 8),
    ]
    for result in results {
      lines.append(
        pad(result.name, nameWidth + 1) + leftPad(decimalText(result.nsPerOp), 9)
          + leftPad(result.nsPerOpSpread.map(rangeText) ?? "—", 14)
          + leftPad(decimalText(result.ratioToClosure) + "×", 9)
          + leftPad(result.allocationsPerOp.map(decimalText) ?? "n/a", 8))
      let against = result.ratioToShownAgainst.map { ratio in
        "\(decimalText(ratio))× \(result.shownAgainst?.rawValue ?? "")"
      }
      let budget = result.budgetText(miss: "MISS")
      let notes = [against, budget.isEmpty ? nil : budget].compactMap { $0 }
      if !notes.isEmpty { lines.append("    " + notes.joined(separator: "; ")) }
    }
    return lines.joined(separator: "\n")
  }
}
