/// The result of one micro benchmark.
struct MicroResult: Sendable, Equatable, Codable {
  /// The benchmark's stable id.
  var id: MicroBenchmark.ID
  /// The benchmark's row name.
  var name: String
  /// The cost of one operation, in nanoseconds: the best over the runs (each in a fresh
  /// process) of each run's best round.
  var nsPerOp: Double
  /// The cost divided by the closure-call floor's, each the best over the runs.
  var ratioToClosure: Double
  /// The budget as a multiple of the floor, if any.
  var floorBudget: Double?
  /// The budget in nanoseconds, if any.
  var nanosecondBudget: Double?
  /// The budget as a multiple of another row of the same run, if any.
  var referenceBudget: ReferenceBudget? = nil
  /// The cost divided by the ``referenceBudget``'s row's, each the best over the runs.
  var ratioToBudgetReference: Double? = nil
  /// Heap allocations per operation, counted over one pass of the loop after the timed rounds;
  /// `null` where allocations are not counted.
  var allocationsPerOp: Double? = nil
  /// The budget on allocations per operation, if any.
  var allocationBudget: AllocationBudget? = nil
  /// The allocations per operation beyond the ``allocationBudget``'s reference row's; `null`
  /// without a budget or a count.
  var allocationsBeyondReference: Double? = nil
  /// The row this one is shown against, when it has no time budget naming one.
  var shownAgainst: MicroBenchmark.ID? = nil
  /// The cost divided by ``shownAgainst``'s, each the best over the runs.
  var ratioToShownAgainst: Double? = nil
  /// Each run's cost of one operation, in nanoseconds, in the order of the runs (the same in
  /// every row: index 0 of two rows is one process); `nil` in results saved before runs were
  /// kept.
  var nsPerOpRuns: [Double]? = nil
  /// The figure the time budget judges (a ratio, or nanoseconds for a budget in nanoseconds),
  /// run by run; `nil` without a time budget.
  var timeBudgetRuns: [Double]? = nil

  /// The lowest and highest cost over the runs; `nil` with fewer than two.
  var nsPerOpSpread: (low: Double, high: Double)? {
    Self.spread(of: nsPerOpRuns)
  }

  /// The lowest and highest value of `runs`; `nil` with fewer than two.
  static func spread(of runs: [Double]?) -> (low: Double, high: Double)? {
    guard let runs, runs.count > 1, let low = runs.min(), let high = runs.max() else {
      return nil
    }
    return (low, high)
  }

  /// Whether the allocations meet their budget: `nil` without a budget or a count.
  var meetsAllocationBudget: Bool? {
    guard let allocationBudget, let allocationsBeyondReference else { return nil }
    return allocationsBeyondReference <= allocationBudget.extra
  }

  /// `true` or `false` when the row has a budget (on time, on allocations or both, all of
  /// which must hold), `nil` when it has none.
  var meetsBudget: Bool? {
    let verdicts = [meetsTimeBudget, meetsAllocationBudget].compactMap { $0 }
    return verdicts.isEmpty ? nil : verdicts.allSatisfy { $0 }
  }

  /// Whether the time meets its budget: `nil` without one.
  var meetsTimeBudget: Bool? {
    if let referenceBudget, let ratioToBudgetReference {
      return ratioToBudgetReference <= referenceBudget.ratio
    }
    if let floorBudget { return ratioToClosure <= floorBudget }
    if let nanosecondBudget { return nsPerOp <= nanosecondBudget }
    return nil
  }

  /// The budget and its verdict, e.g. `≤ 8.0×: pass`, with `miss` marking a missed one;
  /// empty when the row has no budget.
  func budgetText(miss: String) -> String {
    let time = timeBudgetText(miss: miss)
    guard let allocationBudget, let allocationsBeyondReference else { return time }
    let verdict = meetsAllocationBudget == true ? "pass" : miss
    let allocations =
      "≤ \(decimalText(allocationBudget.extra)) alloc beyond \(allocationBudget.reference): "
      + "\(decimalText(allocationsBeyondReference)), \(verdict)"
    return time.isEmpty ? allocations : time + "; " + allocations
  }

  private func timeBudgetText(miss: String) -> String {
    let verdict = meetsTimeBudget == true ? "pass" : miss
    if let referenceBudget, let ratioToBudgetReference {
      // Short, so that the table stays within 100 columns.
      let ratio = referenceBudget.ratio
      let budget = ratio == ratio.rounded() ? String(Int(ratio)) : decimalText(ratio)
      return "≤ \(budget)× \(referenceBudget.label): "
        + "\(decimalText(ratioToBudgetReference))×, \(verdict)"
    }
    if let floorBudget { return "≤ \(decimalText(floorBudget))×: \(verdict)" }
    if let nanosecondBudget { return "≤ \(decimalText(nanosecondBudget)) ns: \(verdict)" }
    return ""
  }
}

extension MicroResult {
  /// One budget of a row: what it bounds, its limit, the figure measured against it, and
  /// whether it held.
  struct BudgetCheck: Equatable {
    var limit: String
    var measured: String
    var met: Bool
  }

  /// The row's budgets, time first, then allocations; empty when it has none. `names` gives
  /// the rows' names by id, to name the row a budget divides by (its id, or `alloc`, without).
  func budgetChecks(names: [MicroBenchmark.ID: String] = [:]) -> [BudgetCheck] {
    var checks: [BudgetCheck] = []
    if let met = meetsTimeBudget {
      let (limit, measured): (String, String) =
        if let referenceBudget, let ratioToBudgetReference {
          (
            "≤ \(decimalText(referenceBudget.ratio))× "
              + (names[referenceBudget.reference] ?? referenceBudget.label),
            "\(decimalText(ratioToBudgetReference))× (\(decimalText(nsPerOp)) ns\(runsText("×")))"
          )
        } else if let floorBudget {
          (
            "≤ \(decimalText(floorBudget))× closure call",
            "\(decimalText(ratioToClosure))× (\(decimalText(nsPerOp)) ns\(runsText("×")))"
          )
        } else {
          (
            "≤ \(decimalText(nanosecondBudget ?? 0)) ns",
            "\(decimalText(nsPerOp)) ns"
              + (Self.spread(of: timeBudgetRuns).map {
                " (runs \(rangeText($0)) ns)"
              } ?? "")
          )
        }
      checks.append(BudgetCheck(limit: limit, measured: measured, met: met))
    }
    if let met = meetsAllocationBudget, let allocationBudget, let allocationsBeyondReference {
      checks.append(
        BudgetCheck(
          limit: "≤ \(decimalText(allocationBudget.extra)) allocations beyond "
            + (names[allocationBudget.reference] ?? allocationBudget.reference.rawValue),
          measured: decimalText(allocationsBeyondReference), met: met))
    }
    return checks
  }

  /// `; runs 2.2–2.4×`: the time budget's figure over the runs, with `unit`; empty with
  /// fewer than two runs.
  private func runsText(_ unit: String) -> String {
    Self.spread(of: timeBudgetRuns).map { "; runs \(rangeText($0))\(unit)" } ?? ""
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, nsPerOp, ratioToClosure, floorBudget, nanosecondBudget, referenceBudget
    case ratioToBudgetReference, allocationsPerOp, allocationBudget, allocationsBeyondReference
    case shownAgainst, ratioToShownAgainst, nsPerOpRuns, timeBudgetRuns
  }

  /// Decodes a row, refusing a figure no run could have made (see ``ImpossibleFigure``); one
  /// saved before rows had ids takes its name as its id.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    id =
      try container.decodeIfPresent(MicroBenchmark.ID.self, forKey: .id)
      ?? MicroBenchmark.ID(rawValue: name)
    nsPerOp = try ImpossibleFigure.figure(Double.self, .nsPerOp, in: container)
    ratioToClosure = try ImpossibleFigure.figure(Double.self, .ratioToClosure, in: container)
    floorBudget = try ImpossibleFigure.optionalFigure(Double.self, .floorBudget, in: container)
    nanosecondBudget = try ImpossibleFigure.optionalFigure(
      Double.self, .nanosecondBudget, in: container)
    referenceBudget = try container.decodeIfPresent(ReferenceBudget.self, forKey: .referenceBudget)
    ratioToBudgetReference = try ImpossibleFigure.optionalFigure(
      Double.self, .ratioToBudgetReference, in: container)
    allocationsPerOp = try ImpossibleFigure.optionalFigure(
      Double.self, .allocationsPerOp, in: container)
    allocationBudget = try container.decodeIfPresent(
      AllocationBudget.self, forKey: .allocationBudget)
    allocationsBeyondReference = try container.decodeIfPresent(
      Double.self, forKey: .allocationsBeyondReference)
    shownAgainst = try container.decodeIfPresent(MicroBenchmark.ID.self, forKey: .shownAgainst)
    ratioToShownAgainst = try ImpossibleFigure.optionalFigure(
      Double.self, .ratioToShownAgainst, in: container)
    nsPerOpRuns = try ImpossibleFigure.optionalFigure([Double].self, .nsPerOpRuns, in: container)
    timeBudgetRuns = try ImpossibleFigure.optionalFigure(
      [Double].self, .timeBudgetRuns, in: container)
  }
}
