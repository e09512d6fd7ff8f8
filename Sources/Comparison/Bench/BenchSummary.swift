/// The plain-words paragraph that ends every report: what the figures of this run say.
///
/// Every sentence is computed from the results; nothing here is written in advance.
public struct BenchSummary {
  /// The results to summarise.
  public var results: BenchResults

  /// Creates a summary.
  public init(results: BenchResults) {
    self.results = results
  }

  /// The paragraph.
  public var paragraph: String {
    [parity, updates, latency, scaling, micro].compactMap { $0 }.joined(separator: " ")
  }

  private var compared: [(ScenarioResult, PatternResult, PatternResult)] {
    results.scenarios.compactMap { scenario in
      guard let mvvm = scenario[.mvvm], let mvp = scenario[.mvp] else { return nil }
      return (scenario, mvvm, mvp)
    }
  }

  private var parity: String? {
    guard !results.scenarios.isEmpty else { return nil }
    let failures = results.parityFailures
    if failures.isEmpty {
      return "Both patterns showed identical screens after every step of all "
        + "\(results.scenarios.count) scenarios."
    }
    return "\(failures.count) of \(results.scenarios.count) scenarios broke parity ("
      + failures.map(\.name).joined(separator: ", ") + "): that is a bug, not a finding."
  }

  private var updates: String? {
    let rows = compared
    guard !rows.isEmpty else { return nil }
    let mvvmCalls = rows.map(\.1.viewCalls).reduce(0, +)
    let mvpCalls = rows.map(\.2.viewCalls).reduce(0, +)
    let mvvmRedundant = rows.map(\.1.redundantWrites).reduce(0, +)
    let mvpRedundant = rows.map(\.2.redundantWrites).reduce(0, +)
    let mvvmWrites = rows.map(\.1.widgetWrites).reduce(0, +)
    let mvpWrites = rows.map(\.2.widgetWrites).reduce(0, +)
    let moreCalls = rows.filter { $0.1.viewCalls > $0.2.viewCalls }.count
    let fewerCalls = rows.filter { $0.1.viewCalls < $0.2.viewCalls }.count
    return "Across the scenarios MVVM made \(mvvmCalls) view calls to MVP's \(mvpCalls) "
      + "(\(ratio(mvvmCalls, mvpCalls)); more in \(moreCalls) scenarios, fewer in "
      + "\(fewerCalls)) and \(mvvmWrites) widget writes to \(mvpWrites), of which "
      + "\(mvvmRedundant) and \(mvpRedundant) rewrote a value already on screen: bindings "
      + "deliver every output at bind time and on every set, while a presenter calls only the "
      + "methods an event needs."
  }

  private var latency: String? {
    let synchronous = compared.filter { $0.0.synchronous && $0.2.latencyNs.p50 > 0 }
    let asynchronous = compared.filter { !$0.0.synchronous && $0.2.latencyNs.p50 > 0 }
    var sentences: [String] = []
    if !synchronous.isEmpty {
      let ratios = synchronous.map { Double($0.1.latencyNs.p50) / Double($0.2.latencyNs.p50) }
      let within = ratios.filter { $0 <= 1.25 }.count
      var sentence =
        "In the \(synchronous.count) synchronous scenarios MVVM's median action took "
        + "\(format(median(ratios)))× MVP's (p50); \(within) of \(synchronous.count) are within "
        + "the 1.25× aim"
      let beyond = zip(synchronous, ratios).filter { $0.1 > 1.25 }.sorted { $0.1 > $1.1 }
      if !beyond.isEmpty {
        sentence +=
          ". Beyond it: "
          + beyond.map { row, ratio in
            "\(row.0.name)\(row.0.size == 0 ? "" : "@\(row.0.size)") at \(format(ratio))× "
              + "(\(row.1.viewCalls) view calls to \(row.2.viewCalls) over the scenario"
              + allocationText(row.1.allocations, row.2.allocations) + ")"
          }.joined(separator: ", ")
          + "; there each output an action touches notifies its binding on its own, and "
          + "derived outputs recompute, where the presenter makes one call"
      }
      sentences.append(sentence + ".")
    }
    if !asynchronous.isEmpty {
      let ratios = asynchronous.map { Double($0.1.latencyNs.p50) / Double($0.2.latencyNs.p50) }
      sentences.append(
        "Where a service or timer is awaited the two are closer (median ratio "
          + "\(format(median(ratios)))×): the task hop dominates both.")
    }
    return sentences.isEmpty ? nil : sentences.joined(separator: " ")
  }

  private var scaling: String? {
    var parts: [String] = []
    for screen in [Screen.userList, .dogList] {
      for pattern in Pattern.allCases {
        let rows = compared.filter { $0.0.screen == screen.rawValue && $0.0.name.hasSuffix("load") }
          .sorted { $0.0.size < $1.0.size }
        guard let small = rows.first(where: { $0.0.size >= 1_000 }), let large = rows.last,
          large.0.size > small.0.size
        else { continue }
        let figures = { (row: (ScenarioResult, PatternResult, PatternResult)) in
          pattern == .mvvm ? row.1 : row.2
        }
        let perRowSmall = Double(figures(small).latencyNs.p50) / Double(small.0.size)
        let perRowLarge = Double(figures(large).latencyNs.p50) / Double(large.0.size)
        guard perRowSmall > 0 else { continue }
        parts.append("\(screen.rawValue) \(pattern) \(format(perRowLarge / perRowSmall))×")
      }
    }
    guard !parts.isEmpty else { return nil }
    return "Per-row cost from 1 000 to the largest list (budget ≤ 2×): "
      + parts.joined(separator: ", ") + "."
  }

  private var micro: String? {
    guard !results.micro.isEmpty else { return nil }
    let budgeted = results.micro.filter { $0.meetsBudget != nil }
    let misses = budgeted.filter { $0.meetsBudget == false }
    var sentence =
      "Signals met \(budgeted.count - misses.count) of \(budgeted.count) micro budgets"
    if !misses.isEmpty {
      sentence += " (missed: " + misses.map { missText($0) }.joined(separator: "; ") + ")"
    }
    sentence += "."
    if let send = results.micro.first(where: { $0.name == "Signal.send, 1 observer" }),
      let observation = results.micro.first(where: { $0.name.hasPrefix("Observation") })
    {
      sentence +=
        " A send to one observer costs \(format(send.ratioToClosure))× a plain closure call, "
        + "against \(format(observation.ratioToClosure))× for Apple's Observation with "
        + "re-registration."
    }
    return sentence
  }

  private func missText(_ row: MicroResult) -> String {
    if let budget = row.floorBudget {
      return "\(row.name) at \(format(row.ratioToClosure))× against ≤ \(format(budget))×"
    }
    if let budget = row.nanosecondBudget {
      return "\(row.name) at \(format(row.nsPerOp)) ns against ≤ \(format(budget)) ns, "
        + "\(format((row.nsPerOp / budget - 1) * 100))% over"
    }
    return row.name
  }

  /// `, 14 allocations per action to 4` when the two differ, nothing otherwise.
  private func allocationText(_ mvvm: Double?, _ mvp: Double?) -> String {
    guard let mvvm, let mvp, mvvm != mvp else { return "" }
    return ", \(formatCount(mvvm)) allocations per action to \(formatCount(mvp))"
  }

  private func ratio(_ mvvm: Int, _ mvp: Int) -> String {
    mvp == 0 ? "n/a" : format(Double(mvvm) / Double(mvp)) + "×"
  }

  private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count.isMultiple(of: 2)
      ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
  }
}
