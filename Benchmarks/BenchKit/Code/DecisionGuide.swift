import Comparison

/// Which arm to pick for a new screen, by the screen's traits, written from one run's figures:
/// each line names the arm, why, and the table row that backs it. Timings vary from run to
/// run, so the guide is not part of what `--check-results` compares.
public struct DecisionGuide: Sendable {
  /// The run the guide reads.
  public var results: BenchResults

  /// A guide to `results`.
  public init(results: BenchResults) {
    self.results = results
  }

  /// The guide's lines, in Markdown; empty when the run measured neither timings nor code.
  public var lines: [String] {
    [speed, cells, typing, derivedValues, uikitHost, swiftUIHost, testing, change]
      .compactMap { $0 }
  }

  /// The guide as a Markdown section under a heading of `level`; `nil` when it has no line.
  public func markdown(level: Int = 2) -> String? {
    guard !lines.isEmpty else { return nil }
    return String(repeating: "#", count: level) + " Choosing an arm\n\n"
      + "What someone writing a new screen (a Settings screen, say) can take from this run, "
      + "trait by trait; every line names the figure behind it.\n\n"
      + lines.map { "- " + $0 }.joined(separator: "\n")
  }

  // MARK: Lines

  /// Whether speed decides at all: the slowest action outside list frames, in every arm.
  var speed: String? {
    let actions = results.scenarios.flatMap { scenario in
      scenario.userActions.filter { !$0.kind.hasPrefix(BenchResults.frameKindPrefix) }
        .map { (scenario, $0) }
    }
    let slowest = actions.flatMap { scenario, action in
      action.arms.compactMap { arm, figures in
        figures.latencyNs.map { (scenario.title, action.kind, arm, $0.p50) }
      }
    }.filter { $0.0.hasSuffix("@100000") == false }.max { $0.3 < $1.3 }
    guard let slowest else { return nil }
    return "**Speed does not decide** on screens like these: the slowest action of any arm "
      + "(lists of 100 000 rows aside) is \(slowest.1) in \(slowest.0) on `\(slowest.2)` at "
      + "\(nanosecondsText(slowest.3)) p50, \(percentText(BenchResults.frameShare(slowest.3) * 100)) "
      + "of a 120 Hz frame. *Backed by*: the latency tables."
  }

  /// Lists of cells: the scroll frame of each arm, and the one-row update at the largest size.
  var cells: String? {
    guard let scroll = frames("userlist.cells.scroll", kind: "frame: scroll") else { return nil }
    let cheapest = scroll.figures.min { $0.1 < $1.1 }!
    let dearest = scroll.figures.max { $0.1 < $1.1 }!
    let within = scroll.figures.allSatisfy {
      BenchResults.frameShare($0.1) <= BenchResults.frameBudgetShare
    }
    var line =
      "**Lists of cells**: "
      + (within
        ? "every arm binds its cells within the frame budget (5 %): "
        : "not every arm binds its cells within the frame budget (5 %): ")
      + "scrolling \(scroll.title) costs \(nanosecondsText(cheapest.1)) a frame on `\(cheapest.0)` and "
      + "\(nanosecondsText(dearest.1)) on `\(dearest.0)` "
      + "(\(percentText(BenchResults.frameShare(dearest.1) * 100)) of a frame)."
    if let update = frames("userlist.cells.update", kind: "frame: update", largest: true) {
      let over = update.figures.filter {
        BenchResults.frameShare($0.1) > BenchResults.frameBudgetShare
      }
      if !over.isEmpty {
        line +=
          " Changing one row of \(update.title) is where arms part: "
          + over.map {
            "`\($0.0)` \(nanosecondsText($0.1)) (\(percentText(BenchResults.frameShare($0.1) * 100)))"
          }.joined(separator: ", ")
          + " miss the budget, as those view models copy the whole list to change one row; "
          + "pick an arm that re-renders one row for long, live lists."
      }
      line += " *Backed by*: the frames chart and the `frame:` rows of the UserList latency table."
    }
    return line
  }

  /// Typing: the keystroke's cost and view calls in each arm.
  var typing: String? {
    guard let scenario = results.scenarios.first(where: { $0.name == "login.typing" }),
      let action = scenario.userActions.first(where: { $0.kind == "keystroke" })
    else { return nil }
    let figures = results.arms.compactMap { arm in
      action.arms[arm.id]?.latencyNs.map { (arm.id, $0.p50, action.arms[arm.id]?.countsPerStep) }
    }
    guard let cheapest = figures.min(by: { $0.1 < $1.1 }),
      let dearest = figures.max(by: { $0.1 < $1.1 })
    else { return nil }
    let calls = figures.compactMap { arm, _, counts in
      counts.map { "`\(arm)` \(countText($0.viewCalls))" }
    }
    return "**High-frequency input** (typing): a keystroke costs \(nanosecondsText(cheapest.1)) "
      + "on `\(cheapest.0)` to \(nanosecondsText(dearest.1)) on `\(dearest.0)`, far below a "
      + "frame in every arm; view calls per keystroke: \(calls.joined(separator: ", ")). "
      + "*Backed by*: \(scenario.title) · keystroke."
  }

  /// Many derived values: view calls and redundant writes over every action.
  var derivedValues: String? {
    guard !results.scenarios.isEmpty else { return nil }
    let totals = results.arms.map { arm in
      results.scenarios.reduce((calls: 0, redundant: 0)) { sum, scenario in
        let counts = scenario.arms[arm.id]?.actions
        return (
          sum.calls + (counts?.viewCalls ?? 0), sum.redundant + (counts?.redundantWrites ?? 0)
        )
      }
    }
    let fewest = zip(results.arms, totals).min { $0.1.calls < $1.1.calls }!
    let most = zip(results.arms, totals).max { $0.1.calls < $1.1.calls }!
    return "**Many derived values**: an arm that renders the screen once per change (one state "
      + "output, or Observation) spares the view the calls that one binding per output makes: "
      + "`\(fewest.0.id)` made the fewest view calls over every action, \(fewest.1.calls), "
      + "`\(most.0.id)` the most, \(most.1.calls) (\(most.1.redundant) of its widget writes "
      + "redundant). *Backed by*: the Findings table (view calls, redundant writes)."
  }

  /// A UIKit host: the least view code among the shapes a UIKit view drives (those whose
  /// arms use no Observation, control arms aside).
  var uikitHost: String? {
    guard let code = results.code else { return nil }
    let shapes = code.layout.shapes.filter { shape in
      !isControlArm(shape) && core(of: shape) != Arm.Core.observation.rawValue
    }
    let candidates = shapes.compactMap { code.sheet.figures(of: $0.id) }
    let lines = { (code: ShapeCode) in code.view.lines + code.viewSupport.lines }
    guard let least = candidates.min(by: { lines($0) < lines($1) }) else { return nil }
    let list = candidates.map { "`\($0.shape)` \(lines($0))" }.joined(separator: ", ")
    let summary = BenchSummary(results: results)
    let compared = Set(shapes.compactMap(\.arms.first)).subtracting([results.reference])
    let ratios = results.arms.filter { compared.contains($0.id) }
      .compactMap { arm in summary.synchronousMedian(arm).map { "`\(arm.id)` \(ratioText($0))" } }
    return "**A UIKit host**: `\(least.shape)` asks the least view code of a UIKit-style view "
      + "(view lines over the \(code.layout.screenCountText) with their view support: \(list))"
      + (ratios.isEmpty
        ? ". *Backed by*: Every screen (view lines)."
        : "; per synchronous action, against MVP: " + ratios.joined(separator: ", ")
          + ". *Backed by*: Every screen (view lines) and the Findings table (sync p50 ÷ MVP).")
  }

  /// A SwiftUI host: the first Observation view model (a shape of another pattern than the
  /// reference's whose arms use Observation), with its cost per action.
  var swiftUIHost: String? {
    guard let layout = results.code?.layout,
      let shape = layout.shapes.first(where: { shape in
        !isControlArm(shape) && shape.pattern != layout.shapes.first?.pattern
          && core(of: shape) == Arm.Core.observation.rawValue
      }),
      let code = results.code?.sheet.figures(of: shape.id)
    else { return nil }
    let summary = BenchSummary(results: results)
    let ratio = results.arms.first { $0.id == shape.arms.first }
      .flatMap(summary.synchronousMedian).map {
        " and costs \(ratioText($0)) MVP per synchronous action"
      }
    return "**A SwiftUI host**: `\(shape.id)`, whose model SwiftUI reads directly: "
      + "\(code.view.lines) view lines over the \(layout.screenCountText) and "
      + "\(code.viewSupport.lines) of view support (in SwiftUI, fewer: the body reads the model)"
      + (ratio.map { "\($0). *Backed by*: Every screen (view lines) and the Findings table." }
        ?? ". *Backed by*: Every screen (view lines).")
  }

  /// How the team tests: test lines per shared behaviour, and the spies MVP needs.
  var testing: String? {
    guard let code = results.code else { return nil }
    let shapes = code.layout.shapes.filter { !isControlArm($0) }
      .compactMap { code.sheet.figures(of: $0.id) }
    let figures = shapes.compactMap { code in code.linesPerSharedBehaviour.map { (code.shape, $0) }
    }
    guard let cheapest = figures.min(by: { $0.1 < $1.1 }),
      let dearest = figures.max(by: { $0.1 < $1.1 })
    else { return nil }
    let list = figures.map { "`\($0.0)` \(countText($0.1))" }
    // Within a quarter of each other, the cost of tests does not tell the shapes apart.
    let close = dearest.1 <= cheapest.1 * 1.25
    return "**How the team tests**: "
      + (close
        ? "a behaviour costs about the same test code in every shape"
        : "`\(cheapest.0)` tests a behaviour in the fewest lines")
      + " (test lines per shared behaviour: \(list.joined(separator: ", "))); MVP tests "
      + "through a spy of its view protocol, view models through their outputs"
      + (close ? ", so pick by the style the team reads best, not by cost" : "")
      + ". *Backed by*: Every screen (test lines per shared behaviour)."
  }

  /// A screen that will change often: lines touched per requirement change.
  var change: String? {
    guard let code = results.code, !code.changes.isEmpty else { return nil }
    let changes = code.changes
    let means = code.layout.shapes.map { shape in
      let touched = changes.reduce(0) { $0 + $1.cost(of: shape, in: code.layout).total.touched }
      return (shape.id, Double(touched) / Double(changes.count))
    }
    guard let fewest = means.min(by: { $0.1 < $1.1 }) else { return nil }
    let list = means.map { "`\($0.0)` \(countText($0.1))" }.joined(separator: ", ")
    let owners = code.layout.shapes.filter(isControlArm).map(code.layout.logicOwner)
    let controls =
      switch owners.count {
      case 0: ""
      case 1: "; the control arm's with \(owners[0].pattern)'s \(owners[0].logicName) and tests"
      default: "; the control arms' with the logic and tests they run"
      }
    return "**A screen that will change often**: `\(fewest.0)` took the fewest lines per "
      + "requirement change (mean lines touched, tests included, over \(changes.count) "
      + "changes: \(list)\(controls)). *Backed by*: Requirement changes."
  }

  // MARK: Figures

  /// Whether `shape` runs an earlier shape's logic with a view of its own.
  func isControlArm(_ shape: CodeLayout.Shape) -> Bool {
    results.code?.layout.isControlArm(shape) ?? false
  }

  /// The reactive core of the arms of `shape` (its first arm's), as the run's arms name it.
  func core(of shape: CodeLayout.Shape) -> String? {
    results.arms.first { $0.id == shape.arms.first }?.core
  }

  /// The p50 of the `kind` frames of the scenario named `name` in each arm, at the smallest
  /// size that has them (`largest`: the largest).
  func frames(_ name: String, kind: String, largest: Bool = false)
    -> (title: String, figures: [(String, Int)])?
  {
    let scenarios = results.scenarios.filter { $0.name == name }.sorted { $0.size < $1.size }
    guard let scenario = largest ? scenarios.last : scenarios.first,
      let action = scenario.userActions.first(where: { $0.kind == kind })
    else { return nil }
    let figures = results.arms.compactMap { arm in
      action.arms[arm.id]?.latencyNs.map { (arm.id, $0.p50) }
    }
    return figures.isEmpty ? nil : (scenario.title, figures)
  }
}
