/// The command line of `pattern-bench`, parsed and validated.
///
/// ```swift
/// let options = try BenchOptions.parse(["--format", "json", "--sizes", "10,1000"])
/// ```
public struct BenchOptions: Sendable, Equatable {
  /// An output format.
  public enum Format: String, CaseIterable, Sendable {
    /// Fixed-width tables for a terminal, at most 100 columns.
    case table
    /// GitHub-flavoured Markdown tables.
    case markdown
    /// The JSON contract other tools read (see DESIGN.md).
    case json
    /// One line per scenario and pattern.
    case csv
  }

  /// A group of benchmarks.
  public enum Suite: String, CaseIterable, Sendable {
    /// Every scenario of every screen on both patterns.
    case scenarios
    /// The Signals micro benchmarks against in-process references.
    case signals
  }

  /// The output format (default `table`).
  public var format = Format.table
  /// Where to write the results; standard output when `nil`.
  public var output: String?
  /// Where to write the self-contained HTML report, if anywhere.
  public var report: String?
  /// Keeps the scenarios and micro benchmarks whose screen or name contains this text.
  public var filter: String?
  /// The list sizes for the list screens.
  public var sizes = [10, 1_000, 100_000]
  /// How many timed runs each scenario gets per arm, over all rounds, at most
  /// ``maximumIterations``; `nil` picks by size.
  public var iterations: Int?
  /// Independent timed rounds per scenario (default 25, 3 with `--quick`): figures are the
  /// median of the round medians, shown with their spread.
  public var repeats = 25
  /// Runs the counting stage only (parity and exact counts, no timing, no micro suite).
  public var countsOnly = false
  /// Writes the JSON results to this file as a baseline for a later `--compare`.
  public var saveBaseline: String?
  /// Compares the results with the baseline in this file.
  public var compare: String?
  /// How far (in per cent) a figure's new interval must lie above the old one to count as a
  /// regression in `--compare` (default 10).
  public var threshold = 10.0
  /// Writes the whole results page (RESULTS.md) from the run to this file.
  public var writeResults: String?
  /// Checks that the exact counts in this results page (RESULTS.md) match a fresh counting run.
  public var checkResults: String?
  /// A deliberate slowdown per arm id, to check that `--compare` catches a regression.
  public var injectedDelays: [String: Duration] = [:]
  /// Runs every timed round in this process instead of one fresh process per round.
  public var inProcess = false
  /// Set in a worker process: runs this timed round (from 0) and writes its samples as JSON to
  /// standard output. Not for people: `pattern-bench` starts its workers with it.
  public var workerRound: Int?
  /// A short run for CI: fewer iterations, smaller sizes unless given, shorter micro rounds.
  public var quick = false
  /// Lists the scenarios and exits.
  public var list = false
  /// Prints the usage and exits.
  public var help = false
  /// The suites to run (default both).
  public var suites = Suite.allCases

  /// The default options.
  public init() {}

  /// The most timed runs `--iterations` takes: about 30 times the default for a small list,
  /// and already hours for the 100 000-row lists, whose default is 10.
  public static let maximumIterations = 10_000

  /// The usage text printed by `--help` and after a bad argument.
  public static let usage = """
    usage: pattern-bench [options]

    Runs every scenario on every arm (MVP, the reference; MVVM on Signals with plain and with
    de-duplicated bindings; MVVM with one state output; MVVM on Apple's Observation), checks
    that all show the same screens, and measures view updates per phase (initial render,
    actions), latency per kind of action with 95 % intervals, and allocations; then runs the
    Signals micro benchmarks against a closure call, a protocol call, a weak reference and
    Apple's Observation.

    Everything is timed on the main thread (each timed round of the scenarios in a fresh
    process, see --in-process); on macOS that thread runs at the user-interactive quality of
    service, which keeps it on the performance cores of Apple silicon. The clock's tick is
    measured first (41.7 ns on Apple silicon, where a short action lasts 4 to 20 ticks): a
    difference of one tick or less is reported as within the clock's resolution (~), never
    as faster or slower, here and by --compare.

    Allocations are counted on Linux with glibc only, where pattern-bench interposes glibc's
    malloc; elsewhere (macOS included) they are not counted, and the results say so: null in
    JSON, n/a in the tables, and a line of the provenance.

    options:
      --format FORMAT     table (default), markdown, json or csv
      --output FILE       write the results (or the --list) to FILE instead of standard
                          output; - is standard output
      --report FILE       also write a self-contained HTML report with charts
      --filter TEXT       only scenarios and benchmarks whose screen or name contains TEXT
      --sizes LIST        list sizes for UserList, DogList and BookSearch, e.g. 10,1000
                          (default 10,1000,100000)
      --iterations N      timed runs per scenario and arm, 1 to 10000 (default: by size,
                          10 to 300)
      --repeat N          independent timed rounds, 1 to 50 (default 25; 3 with --quick)
      --suite NAME        scenarios or signals; repeat for both (default: both)
      --quick             a short run for CI (under 10 s)
      --save-baseline FILE  also write the results as JSON to FILE, for a later --compare
      --compare FILE      compare with a baseline: exact counts strictly, latencies by their
                          95 % intervals (each arm's ratio to MVP; MVP's p50 after taking out
                          the machine's speed); exit 3 on a regression
      --threshold PCT     a regression's new interval lies above the old one grown by PCT %
                          (default 10)
      --write-results FILE  write the whole results page FILE (RESULTS.md) from this run:
                          provenance, findings, counts, latency and micro tables
      --check-results FILE  check that the exact counts in FILE (RESULTS.md) match a fresh
                          counting run (no timing); exit 3 when they differ
      --inject-delay ARM=NS  slow every action of arm ARM by NS nanoseconds (busy wait), to
                          check that --compare catches a regression
      --in-process        run every timed round in this process (default: each round in a
                          fresh process, so process-wide luck such as memory layout varies)
      --list              list the scenarios (to --output when given) and exit
      --help              show this help and exit

    Every FILE written is checked before the run. A regular or new file is replaced
    atomically and keeps its permissions; a read-only file is refused, even for root. A
    symbolic link is written through; a character device or a pipe is written in place;
    anything else (a folder, a socket) is refused. Two options naming one file are refused.

    exit status:
      0  success
      1  a scenario broke parity (both drawings are printed)
      2  a bad argument, or an input or destination that cannot be used; nothing ran
      3  a regression against --compare's baseline, or counts that differ from
         --check-results's file
      4  an I/O error: standard output closed, or a result could not be written (the
         system's reason is printed, e.g. No space left on device)
    """

  /// Parses `arguments` (without the program name).
  ///
  /// - Throws: ``BenchOptionsError`` naming the first problem.
  public static func parse(_ arguments: [String]) throws(BenchOptionsError) -> BenchOptions {
    var options = BenchOptions()
    var sizesGiven = false
    var repeatsGiven = false
    var formatGiven = false
    var suites: [Suite] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      // `--name=value` is accepted as well as `--name value`.
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(BenchOptionsError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw .missingValue(name)
        }
        return next
      }
      func noValue() throws(BenchOptionsError) {
        if inlineValue != nil { throw .unexpectedValue(name) }
      }
      switch name {
      case "--format":
        let text = try value()
        guard let format = Format(rawValue: text) else {
          throw .invalidValue(name, text, expected: "one of table, markdown, json, csv")
        }
        options.format = format
        formatGiven = true
      case "--output":
        options.output = try nonEmpty(name, value())
      case "--report":
        options.report = try nonEmpty(name, value())
      case "--filter":
        options.filter = try nonEmpty(name, value())
      case "--sizes":
        options.sizes = try parseSizes(value())
        sizesGiven = true
      case "--iterations":
        let text = try value()
        guard let count = Int(text), count > 0 else {
          throw .invalidValue(name, text, expected: "a whole number of at least 1")
        }
        guard count <= maximumIterations else {
          throw .invalidValue(
            name, text,
            expected: "a whole number from 1 to \(maximumIterations) (the default is 10 to 300 "
              + "by list size)")
        }
        options.iterations = count
      case "--repeat":
        let text = try value()
        guard let count = Int(text), (1...50).contains(count) else {
          throw .invalidValue(name, text, expected: "a whole number from 1 to 50")
        }
        options.repeats = count
        repeatsGiven = true
      case "--save-baseline":
        options.saveBaseline = try nonEmpty(name, value())
      case "--compare":
        options.compare = try nonEmpty(name, value())
      case "--threshold":
        let text = try value()
        guard let percent = Double(text), percent.isFinite, percent >= 0, percent <= 1000 else {
          throw .invalidValue(name, text, expected: "a percentage from 0 to 1000")
        }
        options.threshold = percent
      case "--write-results":
        options.writeResults = try nonEmpty(name, value())
      case "--check-results":
        options.checkResults = try nonEmpty(name, value())
        options.countsOnly = true
      case "--update-readme":
        throw .replaced(name, by: "--write-results RESULTS.md")
      case "--check-readme":
        throw .replaced(name, by: "--check-results RESULTS.md")
      case "--inject-delay":
        let text = try value()
        let parts = text.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, let nanoseconds = Int(parts[1]), nanoseconds > 0,
          nanoseconds <= 1_000_000_000
        else {
          throw .invalidValue(
            name, text, expected: "ARM=NS, an arm id and 1 to 1000000000 nanoseconds")
        }
        options.injectedDelays[String(parts[0])] = .nanoseconds(nanoseconds)
      case "--in-process":
        try noValue()
        options.inProcess = true
      case "--worker-round":
        let text = try value()
        guard let round = Int(text), round >= 0 else {
          throw .invalidValue(name, text, expected: "a round number from 0")
        }
        options.workerRound = round
      case "--suite":
        let text = try value()
        guard let suite = Suite(rawValue: text) else {
          throw .invalidValue(name, text, expected: "scenarios or signals")
        }
        if !suites.contains(suite) { suites.append(suite) }
      case "--quick":
        try noValue()
        options.quick = true
      case "--list":
        try noValue()
        options.list = true
      case "--help", "-h":
        try noValue()
        options.help = true
      default:
        throw .unknownArgument(argument)
      }
    }
    if !suites.isEmpty { options.suites = suites }
    if options.quick, !sizesGiven { options.sizes = [10, 1_000] }
    if options.quick, !repeatsGiven { options.repeats = 3 }
    if options.checkResults != nil { options.suites = [.scenarios] }
    let destinations = [
      ("--output", options.output), ("--report", options.report),
      ("--save-baseline", options.saveBaseline), ("--write-results", options.writeResults),
    ].compactMap { name, path in path.map { (name, $0) } }
    for (index, destination) in destinations.enumerated() {
      if let earlier = destinations[..<index].first(where: { $0.1 == destination.1 }) {
        throw .invalidValue(
          destination.0, destination.1, expected: "a different file from \(earlier.0)")
      }
    }
    if options.checkResults != nil, options.writeResults != nil {
      throw .invalidValue(
        "--check-results", options.checkResults ?? "", expected: "not both it and --write-results")
    }
    if options.list {
      // The list is all --list writes: an option it would ignore is a mistake worth naming.
      let ignored = [
        ("--report", options.report), ("--save-baseline", options.saveBaseline),
        ("--compare", options.compare), ("--write-results", options.writeResults),
        ("--check-results", options.checkResults), ("--format", formatGiven ? "" : nil),
      ].first { $0.1 != nil }
      if let ignored {
        throw .conflicting(
          "--list", ignored.0,
          reason: "--list writes the list of scenarios alone (to --output "
            + "when given)")
      }
    }
    return options
  }

  private static func nonEmpty(_ name: String, _ text: String) throws(BenchOptionsError) -> String {
    guard !text.isEmpty else { throw .invalidValue(name, text, expected: "a non-empty value") }
    return text
  }

  private static func parseSizes(_ text: String) throws(BenchOptionsError) -> [Int] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    var sizes: [Int] = []
    for part in parts {
      let trimmed = part.trimming(" ")
      guard let size = Int(trimmed.replacingEvery("_", with: "")), size > 0,
        size <= 1_000_000
      else {
        throw .invalidValue(
          "--sizes", text, expected: "a comma-separated list of row counts from 1 to 1000000")
      }
      if !sizes.contains(size) { sizes.append(size) }
    }
    return sizes.sorted()
  }
}

extension StringProtocol {
  /// The text without leading and trailing `character`s. (Foundation's own spellings are not
  /// used, nor shadowed: this file does without Foundation.)
  fileprivate func trimming(_ character: Character) -> String {
    var slice = Substring(self)
    while slice.first == character { slice.removeFirst() }
    while slice.last == character { slice.removeLast() }
    return String(slice)
  }

  /// The text with every `target` replaced.
  fileprivate func replacingEvery(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
