import Comparison

/// The command line of `pattern-bench`, parsed and validated.
///
/// ```swift
/// let options = try BenchOptions.parse(["--format", "json", "--sizes", "10,1000"])
/// ```
struct BenchOptions: Sendable, Equatable {
  /// An output format.
  enum Format: String, CaseIterable, Sendable {
    /// Fixed-width tables for a terminal, at most 100 columns.
    case table
    /// GitHub-flavoured Markdown tables.
    case markdown
    /// The JSON contract other tools read (``BenchResults``, schema 2).
    case json
    /// One line per scenario and pattern.
    case csv
  }

  /// A group of benchmarks.
  enum Suite: String, CaseIterable, Sendable {
    /// Every scenario of every screen on both patterns.
    case scenarios
    /// The Signals micro benchmarks against in-process references.
    case signals
    /// The code figures: each screen's cost sheet and the requirement changes, read from the
    /// sources (see ``sources``).
    case code
  }

  /// The output format (default `table`).
  var format = Format.table
  /// Where to write the results; standard output when `nil`.
  var output: String?
  /// The root of the PresentationPatterns checkout whose code the code suite reads; by default
  /// the one this build came from, else the current folder.
  var sources: String?
  /// Where to write the self-contained HTML report, if anywhere.
  var report: String?
  /// Keeps the scenarios and micro benchmarks whose screen or name contains this text.
  var filter: String?
  /// The list sizes for the list screens.
  var sizes = [10, 1_000, 100_000]
  /// How many timed runs each scenario gets per arm, over all rounds, at most
  /// ``maximumIterations``; `nil` picks by size.
  var iterations: Int?
  /// Independent timed rounds per scenario (default 25, 3 with `--quick`): figures are the
  /// median of the round medians, shown with their spread.
  var repeats = 25
  /// Runs the counting stage only (parity and exact counts, no timing, no micro suite).
  var countsOnly = false
  /// Writes the JSON results to this file as a baseline for a later `--compare`.
  var saveBaseline: String?
  /// Compares the results with the baseline in this file.
  var compare: String?
  /// How far (in per cent) a figure's new interval must lie above the old one to count as a
  /// regression in `--compare` (default 10).
  var threshold = 10.0
  /// Writes the whole results page (RESULTS.md) from the run to this file.
  var writeResults: String?
  /// Checks that the exact counts in this results page (RESULTS.md) match a fresh counting run.
  var checkResults: String?
  /// Rewrites the counts and code figures of this results page (RESULTS.md) from a fresh
  /// counting run, in seconds, keeping the timings of the full run that wrote it.
  var updateResults: String?
  /// A deliberate slowdown per arm id, to check that `--compare` catches a regression.
  var injectedDelays: [String: Duration] = [:]
  /// How long a step waits for its screen to settle before that arm's run fails (default 60 s,
  /// ``ScenarioContext/defaultWaitLimit``): a broken arm ends its run, it never hangs it.
  var waitLimit = ScenarioContext.defaultWaitLimit
  /// Runs every timed round and every micro run in this process instead of one fresh process
  /// each.
  var inProcess = false
  /// Set in a worker process: runs this timed round (from 0) and writes its samples as JSON to
  /// standard output. Not for people: `pattern-bench` starts its workers with it.
  var workerRound: Int?
  /// Set in a worker process: makes this run (from 0) of the micro benchmarks and writes its
  /// measurements as JSON to standard output. Not for people, as `workerRound`.
  var workerMicroRun: Int?
  /// Set in a worker process: the file its answer goes to (JSON), a channel no arm writes
  /// to. Not for people, as `workerRound`.
  var workerAnswer: String?
  /// Set in a worker process: the scenarios (by id) its round leaves out, since a timed run of
  /// each failed already. Not for people, as `workerRound`.
  var workerSkips: [String] = []

  /// Whether this process is a worker, which only times and answers its parent.
  var isWorker: Bool { workerRound != nil || workerMicroRun != nil }
  /// A short run for CI: fewer iterations, smaller sizes unless given, shorter micro rounds.
  var quick = false
  /// Lists the scenarios and exits.
  var list = false
  /// Prints the usage and exits.
  var help = false
  /// The suites to run (default: every suite the study has).
  var suites = Suite.allCases
  /// The options that narrowed the run to fewer rows than a full one (`--quick`, `--filter`,
  /// `--sizes` without every default size, `--suite` with one suite), in that order: a results
  /// page takes only a full run, a counts check checks only the rows its run made.
  var narrowedBy: [String] = []

  /// The default options.
  init() {}

  /// The most timed runs `--iterations` takes: about 30 times the default for a small list,
  /// and already hours for the 100 000-row lists, whose default is 10.
  static let maximumIterations = 10_000
}
