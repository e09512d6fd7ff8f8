import Comparison

/// The plain-words paragraph that ends every report: what the figures of this run say.
///
/// Every sentence is computed from the results; nothing here is written in advance. Where it
/// explains a difference in counts, it names the view calls each arm made.
public struct BenchSummary {
  /// The results to summarise.
  public var results: BenchResults

  /// Creates a summary.
  public init(results: BenchResults) {
    self.results = results
  }

  /// The paragraph.
  public var paragraph: String {
    ([parity] + results.comparedArms.map(armSentences) + [scaling, micro])
      .compactMap { $0 }.joined(separator: " ")
  }

  private var reference: ArmInfo? {
    results.arms.first { $0.id == results.reference }
  }

  private var parity: String? {
    guard !results.scenarios.isEmpty else { return nil }
    let failures = results.parityFailures
    if failures.isEmpty {
      return "All \(results.arms.count) arms showed identical screens after every step of all "
        + "\(results.scenarios.count) scenarios."
    }
    return "\(failures.count) of \(results.scenarios.count) scenarios broke parity ("
      + failures.map(\.title).joined(separator: ", ") + "): that is a bug, not a finding."
  }

  /// What one arm's figures say against the reference's: counts per phase, the scenario where
  /// its actions' view calls differ most (with the calls named), and its latency ratios.
  private func armSentences(_ arm: ArmInfo) -> String? {
    guard let reference else { return nil }
    let pairs = results.scenarios.compactMap { scenario in
      scenario.arms[arm.id].flatMap { own in
        scenario.arms[reference.id].map { (scenario, own, $0) }
      }
    }
    guard !pairs.isEmpty else { return nil }
    func total(_ phase: Phase, _ figure: KeyPath<ViewCounts, Int>, reference: Bool) -> Int {
      pairs.map { ($0.0, reference ? $0.2 : $0.1) }.map { $0.1.counts(of: phase)[keyPath: figure] }
        .reduce(0, +)
    }
    let calls = total(.action, \.viewCalls, reference: false)
    let referenceCalls = total(.action, \.viewCalls, reference: true)
    let redundant = total(.action, \.redundantWrites, reference: false)
    let referenceRedundant = total(.action, \.redundantWrites, reference: true)
    let initial = total(.initialRender, \.viewCalls, reference: false)
    let referenceInitial = total(.initialRender, \.viewCalls, reference: true)
    var sentences = [
      "\(arm.name): over the actions of \(pairs.count) scenarios it made \(calls) view calls "
        + "to \(reference.name)'s \(referenceCalls) (\(ratio(calls, referenceCalls))) and "
        + "\(redundant) redundant writes to \(referenceRedundant); its initial renders made "
        + "\(initial) view calls to \(referenceInitial)."
    ]
    if let widest = pairs.filter({ $0.1.actions.viewCalls != $0.2.actions.viewCalls })
      .max(by: {
        abs($0.1.actions.viewCalls - $0.2.actions.viewCalls)
          < abs($1.1.actions.viewCalls - $1.2.actions.viewCalls)
      }), !widest.1.actionCalls.isEmpty || !widest.2.actionCalls.isEmpty
    {
      sentences.append(
        "The widest gap is \(widest.0.title): \(callList(widest.1.actionCalls)) against "
          + "\(callList(widest.2.actionCalls)).")
    }
    if let latency = latencySentence(arm, reference) {
      sentences.append(latency)
    }
    return sentences.joined(separator: " ")
  }

  private func latencySentence(_ arm: ArmInfo, _ reference: ArmInfo) -> String? {
    var synchronous: [(ScenarioResult, ActionResult, RatioEstimate)] = []
    var asynchronous: [RatioEstimate] = []
    // The initial render is one figure per screen, pooled over the screen's scenarios.
    let initialRender = results.initialRenders.compactMap {
      $0.figure.arms[arm.id]?.ratioToReference?.value
    }
    for scenario in results.scenarios {
      for action in scenario.actions {
        guard let ratio = action.arms[arm.id]?.ratioToReference else { continue }
        if action.phase == .initialRender {
          continue
        } else if action.synchronous {
          synchronous.append((scenario, action, ratio))
        } else {
          asynchronous.append(ratio)
        }
      }
    }
    var parts: [String] = []
    if !synchronous.isEmpty {
      let ratios = synchronous.map(\.2.value)
      let within = ratios.filter { $0 <= 1.25 }.count
      let same = synchronous.filter { $0.2.noMeasurableDifference }.count
      let unresolved = synchronous.filter { $0.2.withinClockResolution }.count
      var sentence =
        "In \(synchronous.count) synchronous actions its p50 was a median \(decimalText(median(ratios)))× "
        + "\(reference.name)'s (\(within) within the 1.25× aim, \(same) with no measurable "
        + "difference" + resolutionText(unresolved) + ")"
      // A ratio within the clock's resolution is never called beyond anything (see ClockTick).
      let beyond = synchronous.filter { $0.2.isDifference && $0.2.low > 1.25 }
        .sorted { $0.2.value > $1.2.value }
      if !beyond.isEmpty {
        sentence +=
          "; clearly beyond the aim: "
          + beyond.prefix(4).map { scenario, action, ratio in
            "\(scenario.title) · \(action.kind) at \(decimalText(ratio.value))× "
              + "[\(decimalText(ratio.low))–\(decimalText(ratio.high))]"
          }.joined(separator: ", ")
          + (beyond.count > 4 ? " and \(beyond.count - 4) more" : "")
      }
      parts.append(sentence + ".")
    }
    if !asynchronous.isEmpty {
      let same = asynchronous.filter(\.noMeasurableDifference).count
      let unresolved = asynchronous.filter(\.withinClockResolution).count
      parts.append(
        "In \(asynchronous.count) awaited actions the median ratio was "
          + "\(decimalText(median(asynchronous.map(\.value))))×, \(same) with no measurable "
          + "difference" + resolutionText(unresolved) + ".")
    }
    if !initialRender.isEmpty {
      parts.append(
        "Its initial render took \(decimalText(initialRender.min() ?? 0))–"
          + "\(decimalText(initialRender.max() ?? 0))× \(reference.name)'s, by screen.")
    }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  /// `, 3 within the clock's resolution (41 ns)` when some ratios are; empty otherwise.
  private func resolutionText(_ count: Int) -> String {
    guard count > 0 else { return "" }
    let tick = results.clockTickNs.map { " (\($0) ns)" } ?? ""
    return ", \(count) within the clock's resolution\(tick)"
  }

  /// `rows ×2, isLoading ×2` for a tally of view calls, most frequent first.
  private func callList(_ calls: [String: Int]) -> String {
    guard !calls.isEmpty else { return "no view call" }
    return calls.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
  }

  private var scaling: String? {
    var parts: [String] = []
    for screen in Screen.allCases {
      guard let name = Self.loadScenarios[screen] else { continue }
      let rows = results.scenarios.filter { $0.screen == screen && $0.name == name }
        .sorted { $0.size < $1.size }
      guard let small = rows.first(where: { $0.size >= 1_000 }), let large = rows.last,
        large.size > small.size
      else { continue }
      for arm in results.arms {
        guard let smallP50 = userActionP50(small, arm.id),
          let largeP50 = userActionP50(large, arm.id),
          smallP50 > 0
        else { continue }
        let growth =
          (Double(largeP50) / Double(large.size)) / (Double(smallP50) / Double(small.size))
        parts.append("\(screen.rawValue) \(arm.name) \(decimalText(growth))×")
      }
    }
    guard !parts.isEmpty else { return nil }
    return "Per-row cost from 1 000 to the largest list (budget ≤ 2×): "
      + parts.joined(separator: ", ") + "."
  }

  /// The scenario of each list screen whose per-row cost is followed against the list size
  /// (here and in the report's charts): the load.
  static let loadScenarios: [Screen: String] = [
    .userList: "userlist.load", .dogList: "doglist.load",
  ]

  private func userActionP50(_ scenario: ScenarioResult, _ arm: String) -> Int? {
    scenario.userActions.first?.arms[arm]?.latencyNs?.p50
  }

  private var micro: String? {
    let budgeted = results.micro.filter { $0.meetsBudget != nil }
    guard !budgeted.isEmpty else { return nil }
    let misses = budgeted.filter { $0.meetsBudget == false }
    var sentence =
      "Signals met \(budgeted.count - misses.count) of \(budgeted.count) micro budgets"
    if !misses.isEmpty {
      sentence += " (missed: " + misses.map { missText($0) }.joined(separator: "; ") + ")"
    }
    sentence += "."
    if let send = results.micro.first(where: { $0.id == .signalSend }),
      let observation = results.micro.first(where: { $0.id == .observation })
    {
      sentence +=
        " A send to one observer costs \(decimalText(send.ratioToClosure))× a plain closure call, "
        + "against \(decimalText(observation.ratioToClosure))× for Apple's Observation with "
        + "re-registration."
    }
    return sentence
  }

  private func missText(_ row: MicroResult) -> String {
    if let budget = row.floorBudget {
      return "\(row.name) at \(decimalText(row.ratioToClosure))× against ≤ \(decimalText(budget))×"
    }
    if let budget = row.nanosecondBudget {
      return "\(row.name) at \(decimalText(row.nsPerOp)) ns against ≤ \(decimalText(budget)) ns, "
        + "\(decimalText((row.nsPerOp / budget - 1) * 100))% over"
    }
    return row.name
  }

  private func ratio(_ value: Int, _ reference: Int) -> String {
    reference == 0 ? "n/a" : decimalText(Double(value) / Double(reference)) + "×"
  }

  private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count.isMultiple(of: 2)
      ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
  }
}
