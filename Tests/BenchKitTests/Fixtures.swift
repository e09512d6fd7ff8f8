import Comparison
import PatternStudy
import PatternStudyBench

@testable import BenchKit

/// Hand-made results with three arms, so format tests do not depend on a run.
enum Fixtures {
  static let arms = [
    ArmInfo(id: "mvp", name: "MVP", description: "Presenters."),
    ArmInfo(id: "mvvm", name: "MVVM", description: "View models."),
    ArmInfo(id: "mvvm-state", name: "MVVM state", description: "One state output."),
  ]

  static func latency(_ p50: Int, samples: Int = 300) -> LatencyFigure {
    LatencyFigure(
      p50: p50, p90: p50 + p50 / 4, p99: samples > 100 ? p50 * 2 : nil, max: p50 * 3,
      p50Low: p50 - p50 / 20, p50High: p50 + p50 / 20, roundP50s: [p50 - 1, p50, p50 + 1],
      p50MinusFloor: p50 - 40)
  }

  static func figures(_ p50: Int?, reference: Int?, allocations: Double? = 4) -> ActionFigures {
    let ratio = p50.flatMap { own in
      reference.map {
        // The interval 0.9–1.4, widened to hold the ratio, as a run's interval always does.
        let value = Double(own) / Double($0)
        return RatioEstimate(value: value, low: min(0.9, value), high: max(1.4, value))
      }
    }
    return ActionFigures(
      latencyNs: p50.map { latency($0) }, allocations: allocations, samples: p50 == nil ? 0 : 300,
      ratioToReference: ratio)
  }

  static var results: BenchResults {
    BenchResults(
      toolchain: "Swift version 6.3.1", configuration: "release", quick: false,
      date: "2026-11-22T00:00:00Z", machine: "test machine", cpu: "Test CPU", cores: 2,
      allocationsCounted: true, commit: "0123456789abcdef0123456789abcdef01234567", repeats: 3,
      reference: "mvp",
      arms: arms, clockTickNs: 42, latencyFloorNs: latency(40),
      scenarios: [
        ScenarioResult(
          screen: .login, name: "login.wrong-credentials", size: 0, parity: true,
          iterations: 300, warmup: 30,
          arms: [
            "mvp": ArmCounts(
              initialRender: ViewCounts(viewCalls: 0, widgetWrites: 0, redundantWrites: 0),
              actions: ViewCounts(viewCalls: 5, widgetWrites: 8, redundantWrites: 0),
              actionCalls: ["startProgress()": 1, "clearFields()": 1, "displayError(_:)": 1]),
            "mvvm": ArmCounts(
              initialRender: ViewCounts(viewCalls: 5, widgetWrites: 6, redundantWrites: 5),
              actions: ViewCounts(viewCalls: 7, widgetWrites: 9, redundantWrites: 2),
              actionCalls: ["isLoggingIn": 2, "username": 2, "errorMessage": 1]),
            "mvvm-state": ArmCounts(
              initialRender: ViewCounts(viewCalls: 1, widgetWrites: 0, redundantWrites: 0),
              actions: ViewCounts(viewCalls: 3, widgetWrites: 6, redundantWrites: 0),
              actionCalls: ["render": 3]),
          ],
          actions: [
            ActionResult(
              kind: "initial render", phase: .initialRender, synchronous: true, stepsPerRun: 1,
              arms: [
                "mvp": figures(200, reference: nil), "mvvm": figures(2_000, reference: 200),
                "mvvm-state": figures(600, reference: 200),
              ]),
            ActionResult(
              kind: "press", phase: .action, synchronous: false, stepsPerRun: 1,
              arms: [
                "mvp": figures(1_000, reference: nil), "mvvm": figures(1_200, reference: 1_000),
                "mvvm-state": figures(nil, reference: 1_000, allocations: nil),
              ]),
          ])
      ],
      micro: [
        MicroResult(id: .closureCall, name: "closure call", nsPerOp: 2, ratioToClosure: 1),
        MicroResult(
          id: .signalSend, name: "Signal.send, 1 observer", nsPerOp: 6, ratioToClosure: 3,
          floorBudget: 8),
      ])
  }

  /// The package's budgets, claims and words, without its verdict and picks (whose arms the
  /// fixtures lack).
  static var packageRules: StudyGuide {
    var guide = StudyGuide.presentationPatterns
    guide.verdict = ""
    guide.picks = []
    return guide
  }

  /// The Markdown code section of `code`, with the guide's `claims`, as a page of the
  /// fixture's results shows it.
  static func codeSection(
    _ code: CodeResults, claims: [StudyGuide.Claim] = [], level: Int = 2
  ) -> String {
    var results = Self.results
    results.code = code
    results.guide = StudyGuide(verdict: "", picks: [], claims: claims)
    return TableText.code(Document(results: results).code!, level: level)
  }
}

extension Fixtures {
  /// The Markdown table of a sheet's totals, as the code section shows it.
  static func codeTotals(_ sheet: CodeSheet) -> String {
    var results = Self.results
    results.code = CodeResults(
      sheet: sheet, changes: [], layout: CodeLayout(screens: [], shapes: []))
    return TableText.markdown(Document(results: results).code!.totals)
  }
}

extension Document {
  /// The findings table `id`, if the run has it.
  func finding(_ id: String) -> Table? { findings.first { $0.id == id } }
  var aim: Table? { finding("aim") }
  var patternAndCore: Table? { finding("pattern-and-core") }
}

extension Document.Table {
  /// The column headings.
  var headings: [String] { columns.map(\.heading) }
}
