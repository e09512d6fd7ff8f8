import Comparison
import Foundation

/// The command line, parsed and checked.
struct BenchOptions: Sendable, Equatable {
  enum Format: String, CaseIterable, Sendable { case table, markdown, json, csv }

  /// A group of benchmarks; `signals` is the study's micro benchmarks.
  enum Suite: String, CaseIterable, Sendable { case scenarios, signals, code }

  var format = Format.table
  var output: String?
  var sources: String?
  var report: String?
  var filter: String?
  var sizes = [10, 1_000, 100_000]
  /// Timed runs per scenario and arm; `nil` picks by size.
  var iterations: Int?
  var repeats = 25
  /// Runs the counting stage only: parity and exact counts, no timing, no micro suite.
  var countsOnly = false
  var saveBaseline: String?
  var compare: String?
  var threshold = 10.0
  var writeResults: String?
  var checkResults: String?
  var updateResults: String?
  var injectedDelays: [String: Duration] = [:]
  var waitLimit = ScenarioContext.defaultWaitLimit
  var inProcess = false
  /// In a worker: the timed round or the micro run it makes, the file its answer goes to, and
  /// the scenarios (by id) its round leaves out, each failed already.
  var workerRound: Int?
  var workerMicroRun: Int?
  var workerAnswer: String?
  var workerSkips: [String] = []
  var quick = false
  var list = false
  var help = false
  /// The suites to run (default: every suite the study has).
  var suites = Suite.allCases
  /// The options that narrowed the run to fewer rows than a full one: a results page takes only a
  /// full run, a check checks only the rows its run made.
  var narrowedBy: [String] = []

  /// Whether this process is a worker, which only times and answers its parent.
  var isWorker: Bool { workerRound != nil || workerMicroRun != nil }

  /// Where the results go: `--output`, else standard output unless the run checks or updates a
  /// results page (or shows the help).
  var resultsPath: String? {
    output ?? (checkResults == nil && updateResults == nil && !help ? "-" : nil)
  }

  /// The results page the run checks or updates, and the option that names it.
  var resultsPage: (option: String, path: String)? {
    checkResults.map { ("--check-results", $0) } ?? updateResults.map { ("--update-results", $0) }
  }

  /// The most sizes `--sizes` takes: every size adds scenarios.
  static let maximumSizeCount = 20

  /// One option: its name, its value's placeholder (`nil` for a flag), its help (empty for the
  /// options a worker is started with) and how its value sets the options.
  struct Option: Sendable {
    let name: String
    let value: String?
    let help: String
    let set: @Sendable (inout BenchOptions, String) throws(BenchOptionsError) -> Void
  }
}

extension BenchOptions {
  /// Every option, in the order the usage lists them.
  static let table: [Option] = [
    parsed(
      "--format", "FORMAT", help: "table (default), markdown, json or csv",
      expecting: "one of table, markdown, json, csv", Format.init
    ) { $0.format = $1 },
    path(
      "--output", "FILE", \.output,
      help: "write the results (or the --list) to FILE; - is standard output, /dev/null "
        + "discards them"),
    path("--report", "FILE", \.report, help: "also write a self-contained HTML report"),
    path(
      "--filter", "TEXT", \.filter,
      help: "only the scenarios and benchmarks whose screen or name contains TEXT"),
    Option(
      name: "--sizes", value: "LIST",
      help: "the list sizes of the screens that take one, at most \(maximumSizeCount), each 1 "
        + "to 1000000 (default 10,1000,100000)"
    ) { options, text throws(BenchOptionsError) in options.sizes = try parseSizes(text) },
    number(
      "--iterations", "N", 1...10_000, { $0.iterations = $1 },
      help: "timed runs per scenario and arm (default: 10 to 300, by size)"),
    number(
      "--repeat", "N", 1...50, { $0.repeats = $1 },
      help: "independent timed rounds (default 25, 3 with --quick)"),
    parsed(
      "--suite", "NAME",
      help: "scenarios, signals (the micro benchmarks) or code, repeated for several (default: "
        + "every suite the study has)", expecting: "scenarios, signals or code", Suite.init
    ) { if !$0.suites.contains($1) { $0.suites.append($1) } },
    path(
      "--sources", "DIR", \.sources,
      help: "the package root the code suite reads (default: the caller's package, else the "
        + "current folder)"),
    flag("--quick", \.quick, help: "a short run for CI, under 10 s"),
    path(
      "--save-baseline", "FILE", \.saveBaseline,
      help: "also write the results as JSON to FILE, for a later --compare"),
    path(
      "--compare", "FILE", \.compare,
      help: "compare with a baseline of the same study and reference (a file or a pipe): "
        + "counts exactly, each latency by its 95 % interval; exit 3 on a regression"),
    parsed(
      "--threshold", "PCT",
      help: "how far a new interval must clear the old one to count (default 10 %)",
      expecting: "a percentage from 0 to 1000",
      { Double($0).flatMap { (0...1000).contains($0) ? $0 : nil } }, { $0.threshold = $1 }),
    path(
      "--write-results", "FILE", \.writeResults,
      help: "write the whole results page FILE (RESULTS.md) from a full run"),
    path(
      "--check-results", "FILE", \.checkResults,
      help: "check that the counts and code figures in FILE match a counting run and the "
        + "sources (exit 3 when not); a narrowed run checks the rows it makes"),
    path(
      "--update-results", "FILE", \.updateResults,
      help: "rewrite the counts and code figures of FILE from a counting run, in seconds, "
        + "keeping its timings"),
    parsed(
      "--inject-delay", "ARM=NS",
      help: "add NS nanoseconds to every action of arm ARM (a busy wait after the action), to "
        + "check that --compare catches a regression",
      expecting: "ARM=NS, an arm id and 1 to 1000000000 nanoseconds", parseDelay
    ) { $0.injectedDelays[$1.0] = $1.1 },
    parsed(
      "--wait-limit", "SECONDS",
      help: "how long a step waits for its screen to settle before its run fails (default "
        + "60); a run stalled twice as long ends the command, nothing written",
      expecting: "a number of seconds from 0.001 to 3600",
      {
        Double($0).flatMap { (0.001...3600).contains($0) ? .milliseconds(Int64($0 * 1000)) : nil }
      },
      { $0.waitLimit = $1 }),
    flag(
      "--in-process", \.inProcess,
      help: "time every round and micro run in this process, not each in a fresh one"),
    flag("--list", \.list, help: "list the scenarios (to --output when given) and exit"),
    flag("--help", \.help, help: "show this help and exit"),
    flag("-h", \.help, help: ""),
    number("--worker-round", "N", 0...Int.max, { $0.workerRound = $1 }, help: ""),
    number("--worker-micro", "N", 0...Int.max, { $0.workerMicroRun = $1 }, help: ""),
    path("--worker-answer", "FILE", \.workerAnswer, help: ""),
    parsed("--worker-skip", "ID", help: "", expecting: "", { $0 }, { $0.workerSkips.append($1) }),
  ]

  /// Options that are gone, and what replaced them.
  private static let replaced = [
    "--update-readme": "--write-results RESULTS.md", "--check-readme": "--check-results RESULTS.md",
  ]

  private static func flag(
    _ name: String, _ key: any WritableKeyPath<BenchOptions, Bool> & Sendable, help: String
  ) -> Option {
    Option(name: name, value: nil, help: help) { options, _ in options[keyPath: key] = true }
  }

  /// An option whose value is a path or a text, which must not be empty.
  private static func path(
    _ name: String, _ value: String, _ key: any WritableKeyPath<BenchOptions, String?> & Sendable,
    help: String
  ) -> Option {
    parsed(
      name, value, help: help, expecting: "a non-empty value", { $0.isEmpty ? nil : $0 },
      { $0[keyPath: key] = $1 })
  }

  private static func number(
    _ name: String, _ value: String, _ range: ClosedRange<Int>,
    _ set: @escaping @Sendable (inout BenchOptions, Int) -> Void, help: String
  ) -> Option {
    parsed(
      name, value, help: help,
      expecting: "a whole number from \(range.lowerBound) to \(range.upperBound)",
      { Int($0).flatMap { range.contains($0) ? $0 : nil } }, set)
  }

  /// An option whose value `make` reads, else an error saying it expects `expected`, and `set`
  /// puts in the options.
  private static func parsed<T>(
    _ name: String, _ value: String, help: String, expecting expected: String,
    _ make: @escaping @Sendable (String) -> T?,
    _ set: @escaping @Sendable (inout BenchOptions, T) -> Void
  ) -> Option {
    Option(name: name, value: value, help: help) { options, text throws(BenchOptionsError) in
      guard let value = make(text) else {
        throw .invalidValue(name, shortened(text), expected: expected)
      }
      set(&options, value)
    }
  }

  /// `text`, cut to 40 characters: thousands of sizes would make a message of pages.
  private static func shortened(_ text: String) -> String {
    text.count > 40 ? text.prefix(40) + "…" : text
  }

  /// `10,1000` as sorted distinct sizes from 1 to 1 000 000, at most ``maximumSizeCount``.
  private static func parseSizes(_ text: String) throws(BenchOptionsError) -> [Int] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let sizes = parts.compactMap { part in
      Int(part.trimmingCharacters(in: .whitespaces).replacing("_", with: ""))
        .flatMap { (1...1_000_000).contains($0) ? $0 : nil }
    }
    guard parts.count <= maximumSizeCount, sizes.count == parts.count else {
      throw .invalidValue(
        "--sizes", shortened(text),
        expected: parts.count > maximumSizeCount
          ? "at most \(maximumSizeCount) sizes (\(parts.count) given)"
          : "a comma-separated list of row counts from 1 to 1000000")
    }
    return Set(sizes).sorted()
  }

  /// `mvvm=5000` as an arm id and a delay of 1 ns to 1 s.
  private static func parseDelay(_ text: String) -> (String, Duration)? {
    let parts = text.split(separator: "=", maxSplits: 1)
    guard parts.count == 2, let nanoseconds = Int(parts[1]),
      (1...1_000_000_000).contains(nanoseconds)
    else { return nil }
    return (String(parts[0]), .nanoseconds(nanoseconds))
  }
}

extension BenchOptions {
  /// Parses `arguments` (without the program name) for a study that has the suites `available`.
  static func parse(
    _ arguments: [String], available: [Suite] = Suite.allCases, study: String = "the study"
  ) throws(BenchOptionsError) -> BenchOptions {
    var options = BenchOptions()
    var given: Set<String> = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let equals = argument.hasPrefix("--") ? argument.firstIndex(of: "=") : nil
      let name = equals.map { String(argument[..<$0]) } ?? argument
      let inline = equals.map { String(argument[argument.index(after: $0)...]) }
      guard let option = table.first(where: { $0.name == name }) else {
        if let replacement = replaced[name] { throw .replaced(name, by: replacement) }
        throw .unknownArgument(argument)
      }
      if option.value == nil, inline != nil { throw .unexpectedValue(name) }
      // A value is never taken from the next option: `--output --quick` lacks one.
      let text =
        option.value == nil
        ? "" : inline ?? remaining.popFirst().flatMap { $0.hasPrefix("--") ? nil : $0 }
      guard let text else { throw .missingValue(name) }
      if name == "--suite", !given.contains(name) { options.suites = [] }
      try option.set(&options, text)
      given.insert(name)
    }
    try options.applyDefaults(given: given, available: available, study: study)
    try options.validate(given: given)
    return options
  }

  /// The defaults that depend on other options and on the study's suites, and what narrowed the run.
  private mutating func applyDefaults(given: Set<String>, available: [Suite], study: String)
    throws(BenchOptionsError)
  {
    var full = Suite.allCases.filter(available.contains)
    if !given.contains("--suite") { suites = full }
    if let missing = suites.first(where: { !available.contains($0) }) {
      throw .unavailableSuite(missing.rawValue, study: study)
    }
    if checkResults != nil || updateResults != nil {
      // A page holds the counts and the code figures: the micro suite has nothing exact.
      countsOnly = true
      suites.removeAll { $0 == .signals }
      full.removeAll { $0 == .signals }
      if suites.isEmpty { suites = [.scenarios] }
    }
    let narrowing: [(option: String, narrows: Bool)] = [
      ("--quick", quick), ("--filter", filter != nil),
      ("--sizes", given.contains("--sizes") && !Set(BenchOptions().sizes).isSubset(of: sizes)),
      ("--suite", !Set(full).isSubset(of: suites)),
    ]
    narrowedBy = narrowing.filter(\.narrows).map(\.option)
    if quick, !given.contains("--sizes") { sizes = [10, 1_000] }
    if quick, !given.contains("--repeat") { repeats = 3 }
  }

  /// Rejects options that cannot go together.
  private func validate(given: Set<String>) throws(BenchOptionsError) {
    try checkDestinationsDiffer()
    let pages = ["--write-results", "--check-results", "--update-results"].filter(given.contains)
    if pages.count > 1 {
      throw .conflicting(
        pages[0], pages[1], reason: "a run writes, checks or updates a results page, one")
    }
    if let updateResults, let narrowing = narrowedBy.first(where: { $0 != "--suite" }) {
      throw .conflicting(
        "--update-results", narrowing,
        reason: "the update rewrites every row of the page's counts, which a narrowed run "
          + "leaves out (\(updateResults) is left as it is)")
    }
    if writeResults != nil, let narrowing = narrowedBy.first {
      throw .conflicting(
        "--write-results", narrowing,
        reason: "the results page holds a full run, and a narrowed one would leave rows and "
          + "figures out (write a narrowed run with --output and --format markdown)")
    }
    if sources != nil && !suites.contains(.code) {
      throw .conflicting(
        "--sources", "--suite",
        reason: "--sources names the sources of the code suite, which this run ("
          + suites.map(\.rawValue).joined(separator: ", ") + ") does not measure")
    }
    // The list is all --list writes: an option it would ignore is a mistake worth naming.
    let ignored = [
      "--report", "--save-baseline", "--compare", "--write-results", "--check-results",
      "--update-results", "--sources", "--format",
    ]
    if list, let option = ignored.first(where: given.contains) {
      throw .conflicting(
        "--list", option,
        reason: "--list writes the list of scenarios alone (to --output when given)")
    }
  }

  /// Rejects two destinations that are one file (however spelled, links resolved), or a destination
  /// that is an input (`--compare`, `--check-results`).
  private func checkDestinationsDiffer() throws(BenchOptionsError) {
    var earlier = [("--compare", compare), ("--check-results", checkResults)].compactMap {
      option, path in path.map { (option, OutputDestination.identity(of: $0)) }
    }
    for case (let option, let path?) in [
      (output == nil ? "the results (standard output)" : "--output", resultsPath),
      ("--report", report), ("--save-baseline", saveBaseline), ("--write-results", writeResults),
      ("--update-results", updateResults),
    ] {
      let file = OutputDestination.identity(of: path)
      if let file, let other = earlier.first(where: { $0.1 == file }) {
        throw .invalidValue(option, path, expected: "a different file from \(other.0)")
      }
      earlier.append((option, file))
    }
  }
}

extension BenchOptions {
  /// The usage printed by `--help` and after a bad argument, for the command `command` measuring
  /// `study`, with or without micro benchmarks.
  static func usage(command: String, study: Study, suites: [Suite] = Suite.allCases) -> String {
    let arms = study.arms.enumerated().map { index, arm in
      index == 0 ? "\(arm.name), the reference" : arm.name
    }
    let screens = study.screens.map(\.screen.rawValue).joined(separator: ", ")
    let what =
      "Runs every scenario of the screens of \(study.name) (\(screens)) on every arm written "
      + "for it (\(arms.joined(separator: "; "))), checks that all show the same screens, and "
      + "measures view updates per phase, latency per kind of action with 95 % intervals, and "
      + "allocations" + (suites.contains(.signals) ? "; then its micro benchmarks" : "")
      + (suites.contains(.code)
        ? "; from its code layout, it counts each arm's code and the requirement changes" : "")
      + "."
    let entry =
      "\(command) is BenchKit's entry point, BenchCommand.main(_:codeLayout:micro:guide:), "
      + "called with this study: a team calls it with its own (Comparison's article \"Measure "
      + "your own screen\")."
    // The --suite help names only the suites the study has.
    let names = suites.map { $0 == .signals ? "signals (the micro benchmarks)" : $0.rawValue }
    let suiteHelp =
      names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "")
      + (names.last ?? "") + ", repeated for several (default: every suite the study has)"
    let options = table.filter {
      !$0.help.isEmpty && ($0.name != "--sources" || suites.contains(.code))
    }.map { option in
      let name = "  " + option.name + (option.value.map { " " + $0 } ?? "")
      let help = wrap(option.name == "--suite" ? suiteHelp : option.help, width: 70)
      return (name.count < 22 ? pad(name, 22) : name + "  ")
        + help.replacing("\n", with: "\n" + String(repeating: " ", count: 22))
    }
    return "usage: \(command) [options]\n\n" + wrap(what, width: 92) + "\n\n"
      + wrap(entry, width: 92) + "\n\n" + "options:\n"
      + options.joined(separator: "\n") + "\n\n" + wrap(notes, width: 92) + "\n\n" + exitStatuses
  }

  private static var notes: String {
    "Every output is checked before the run: - and /dev/stdout are standard output, "
      + "/dev/stderr standard error; /dev/null and a named pipe are written in place; a regular "
      + "file (or the file a link leads to) is replaced whole, or left as it was; anything else, "
      + "and a read-only file, is refused. Two options naming one file, or an output naming an "
      + "input, are refused (paths compared with their links resolved). An input past its "
      + "limit is refused: \(byteCountText(BaselineComparison.sizeLimit)) for --compare, "
      + "\(byteCountText(ResultsFile.sizeLimit)) for a results page, "
      + "\(byteCountText(SourceFile.sizeLimit)) for each file the code suite reads. A baseline "
      + "or page of another study, or a baseline of another reference arm, is refused. What an "
      + "arm prints goes to standard error. Allocations are counted on Linux with glibc only. "
      + "Arguments must be UTF-8."
  }

  private static let exitStatuses = """
    exit status:
      0  success
      1  a scenario broke parity (both drawings printed, the lines that differ marked), or an
         arm stopped, leaked or stalled, in its counting run or a timed round (named with the
         scenario, the step and the round); its timings are left out
      2  a bad argument, options that select nothing, or an input or destination that cannot
         be used; nothing ran
      3  a regression against --compare's baseline, or counts that differ from
         --check-results's file
      4  an I/O error: a closed standard output, or a result that could not be written (the
         system's reason is printed); every other output is still written
    An arm that crashes ends the process by its signal, after a line naming the arm, the
    scenario and the step; nothing is written.
    """
}

/// A problem with the arguments; its description names it for the user.
enum BenchOptionsError: Error, Equatable, CustomStringConvertible {
  case unknownArgument(String)
  case missingValue(String)
  case unexpectedValue(String)
  case invalidValue(String, String, expected: String)
  case conflicting(String, String, reason: String)
  case replaced(String, by: String)
  /// A suite the study cannot run: it has no code layout, or no micro benchmarks.
  case unavailableSuite(String, study: String)

  var description: String {
    switch self {
    case .unknownArgument(let argument): "unknown argument '\(argument)'"
    case .missingValue(let option): "\(option) needs a value"
    case .unexpectedValue(let option): "\(option) takes no value"
    case .invalidValue(let option, let value, let expected):
      "\(option) '\(value)' is not valid: expected \(expected)"
    case .conflicting(let option, let other, let reason):
      "\(option) cannot be combined with \(other): \(reason)"
    case .replaced(let option, let replacement):
      "\(option) is gone: results live in RESULTS.md now; use \(replacement)"
    case .unavailableSuite(let suite, let study):
      "--suite \(suite): \(study) has "
        + (suite == BenchOptions.Suite.code.rawValue
          ? "no code layout (BenchCommand.main's codeLayout:)"
          : "no micro benchmarks (BenchCommand.main's micro:)")
    }
  }
}
