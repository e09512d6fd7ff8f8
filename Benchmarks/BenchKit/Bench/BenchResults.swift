import Comparison

/// Everything one `pattern-bench` run measured; its JSON form (schema 2) is a contract other
/// tools read.
///
/// Results are keyed by arm id (`mvp`, `mvvm`, `mvvm-dedup`…); ``reference`` names the arm
/// every ratio divides by. A figure that was not measured is `null`, never 0. Keys may be added
/// in later schemas; none is renamed within one.
struct BenchResults: Sendable, Codable, Equatable {
  /// The version of this format.
  var schema = 2
  /// The name of the study that ran (`PresentationPatterns`, or a team's); `null` in results
  /// saved before this key.
  var study: String?
  /// The Swift toolchain that built the benchmark, as `swift --version` names it when it can
  /// be asked, otherwise the compiler version the code was built with.
  var toolchain: String
  /// `release` or `debug`.
  var configuration: String
  /// Whether this was a `--quick` run.
  var quick: Bool
  /// When the run started, ISO 8601.
  var date: String
  /// The operating system and architecture.
  var machine: String
  /// The processor's model name, when the system says it.
  var cpu: String?
  /// The processors the process may use.
  var cores = 1
  /// The kinds of core where the processor has several (Apple silicon), e.g. `10 cores: 4
  /// performance + 6 efficiency`; `null` elsewhere.
  var coreKinds: String?
  /// Whether allocations were counted: `false` where the platform does not allow the counter
  /// (see ``BenchFormatter``'s provenance for the reason), `null` in results saved before
  /// this key.
  var allocationsCounted: Bool?
  /// The git commit the benchmark was built from (with `-dirty` when the tree had changes),
  /// when it ran in a git checkout.
  var commit: String?
  /// Independent timed rounds per scenario: figures are medians of round medians.
  var repeats = 1
  /// The id of the arm every ratio divides by.
  var reference: String
  /// Every arm that ran, the reference first.
  var arms: [ArmInfo]
  /// The tick of the clock that timed the steps, in nanoseconds, measured as the run started
  /// (see ``ClockTick``); `null` when not measured.
  var clockTickNs: Int?
  /// The latency of an empty action through the same measuring path: the floor that
  /// `p50MinusFloor` subtracts; `null` when no scenario was timed.
  var latencyFloorNs: LatencyFigure?
  /// One entry per scenario.
  var scenarios: [ScenarioResult] = []
  /// Each screen's initial render, timed over every scenario of the screen (the screen renders
  /// empty the same way in each): the figure tables and the summary use.
  var initialRenders: [ScreenInitialRender] = []
  /// The micro benchmark rows, `closure call` (the floor) first.
  var micro: [MicroResult] = []
  /// The code figures (the cost sheet and the requirement changes); `null` when the code
  /// suite did not run.
  var code: CodeResults?
  /// The study's judgment (``StudyGuide``) the outputs show beside the figures: the verdict and
  /// the arm to pick per kind of screen; `null` when the study has none.
  var guide: StudyGuide?

  /// The scenarios in which some arm showed a different screen from the reference.
  var parityFailures: [ScenarioResult] {
    scenarios.filter { !$0.parity }
  }

  /// The screens that have results, in the order of their first scenario (the order the study
  /// gave them).
  var screens: [Screen] {
    var screens: [Screen] = []
    for screen in scenarios.map(\.screen) + initialRenders.map(\.screen)
    where !screens.contains(screen) {
      screens.append(screen)
    }
    return screens
  }

  /// The scenario of `screen` whose per-row cost is followed against the list size (in the
  /// summary and the report's charts): the first that ran at two sizes of 1 000 or more, such
  /// as a list's load; `nil` when none did.
  func scalingScenario(on screen: Screen) -> String? {
    var sizes: [String: Set<Int>] = [:]
    for scenario in scenarios where scenario.screen == screen && scenario.size >= 1_000 {
      sizes[scenario.name, default: []].insert(scenario.size)
      if sizes[scenario.name]!.count >= 2 { return scenario.name }
    }
    return nil
  }

  /// How many runs the micro rows' figures are the best of: the most any row has (a worker
  /// that failed leaves its run to this process); 1 for results saved before runs were kept.
  var microRuns: Int {
    micro.compactMap { $0.nsPerOpRuns?.count }.max() ?? 1
  }

  /// The arms other than the reference, in order.
  var comparedArms: [ArmInfo] {
    arms.filter { $0.id != reference }
  }
}

extension BenchResults {
  /// Encodes every key, `null` for what is unknown or was not measured.
  func encode(to encoder: any Encoder) throws { try encodeEveryKey(to: encoder) }
}
