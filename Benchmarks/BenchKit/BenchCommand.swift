internal import AllocationHook
public import Comparison
import Foundation

/// The `pattern-bench` command line as a library: give it your study (your screens, written in
/// your arms) and get everything `pattern-bench` gives for them, from the same options.
///
/// `pattern-bench` is this entry point called with the package's own study. Yours is an
/// executable target of its own that depends on the `BenchKit` product:
///
/// ```swift
/// // Sources/settings-bench/main.swift
/// import BenchKit
/// import Comparison
/// import SettingsScreen
///
/// await BenchCommand.main(SettingsStudy.study, codeLayout: .settings)
/// ```
///
/// It parses the process's arguments (`--help` lists them), checks the study
/// (``Study/check(sizes:)``), runs the suites (each timed round in a worker process that is
/// this executable started again), writes the formats, the report and the baselines, and
/// exits with the statuses of ``BenchExit``. Allocations are counted where the product's
/// allocation counter can count them (Linux with glibc), as in `pattern-bench`.
public enum BenchCommand {
  /// Runs the command line on `study` and exits with its status.
  ///
  /// - Parameters:
  ///   - study: The arms, the reference first, and the screens to measure.
  ///   - codeLayout: Which files are each arm's logic, view and tests, per screen, for the code
  ///     suite; without one the code suite is not run.
  ///   - micro: The micro benchmarks of the `signals` suite, each timed against a closure call
  ///     (``MicroBenchmark/floor``, added when missing); without any, that suite is not run.
  ///   - guide: The study's judgment, which every output shows first, beside the run's
  ///     figures, and its budgets, claims and words; without one the outputs open on the
  ///     figures alone and judge no budget or claim.
  ///   - callerFile: The caller's source file, whose package is the code suite's default root
  ///     (see `--sources`); leave it to its default.
  ///
  /// It runs one study per process, and ends the process: a second call while one runs (from
  /// another task) is refused with exit status 2, which ends the first run too.
  @MainActor
  public static func main(
    _ study: Study, codeLayout: CodeLayout? = nil, micro: [MicroBenchmark] = [],
    guide: StudyGuide? = nil, callerFile: StaticString = #filePath
  ) async -> Never {
    let name =
      CommandLine.arguments.first.map { URL(filePath: $0).lastPathComponent } ?? "pattern-bench"
    var command = Command(
      study: study, codeLayout: codeLayout, micro: micro, guide: guide,
      callerFile: "\(callerFile)", name: name)
    guard !isRunning else {
      command.fail(
        "BenchCommand.main is already running in this process: it runs one study per process and "
          + "then ends it; call it once")
    }
    isRunning = true
    command.closed = StandardStreams.secure()
    exit(await command.run())
  }

  /// Whether ``main(_:codeLayout:micro:guide:callerFile:)`` runs in this process.
  @MainActor private static var isRunning = false
}

/// One run of the command line: parse, measure, write, check.
@MainActor
struct Command {
  /// The standard descriptors that were closed when the command started.
  var closed: Set<Int32> = []
  let study: Study
  let codeLayout: CodeLayout?
  let micro: [MicroBenchmark]
  let guide: StudyGuide?
  let callerFile: String
  /// The executable's name, which starts every message.
  let name: String

  /// Returns the exit status (see ``BenchExit``).
  func run() async -> Int32 {
    let options = parse()
    if options.help { return write(usage + "\n", to: "-", option: "--help") }
    let runner = prepareRun(options)
    if options.isWorker { return await answer(runner, options) }
    checkSelection(runner, options)
    if options.list {
      let list = runner.scenarios.map { "\($0.screen.rawValue)\t\($0.name)\t\($0.size)\n" }
      return write(list.joined(), to: options.output ?? "-", option: "--output")
    }
    let inputs = readInputs(options)
    // What an arm prints meanwhile goes to standard error, never into the results.
    let restoreOutput = StandardStreams.divertOutput()
    var results = await runner.run()
    restoreOutput()
    (results.study, results.code, results.guide) = (study.name, inputs.code, guide)
    let written = inputs.outputs.write(results) { say($0) }
    let parityKept = reportParity(of: results)
    guard written else { return BenchExit.ioFailure }
    guard parityKept else { return BenchExit.parityBroken }
    if let page = inputs.page, let path = options.updateResults {
      return update(page, at: path, with: results)
    }
    let pageKept = inputs.page.map { check(results, against: $0, options) }
    let nothingRegressed = inputs.baseline.map { compare(results, with: $0, options: options) }
    return pageKept == false || nothingRegressed == false ? BenchExit.regression : BenchExit.success
  }

  /// Writes to standard error; a failure to (a closed pipe) is not the run's to report.
  func printError(_ text: String) {
    try? FileHandle.standardError.write(contentsOf: Data((text + "\n").utf8))
  }

  /// Writes `text` to standard error after the executable's name.
  func say(_ text: String) { printError("\(name): \(text)") }

  /// The suites this study has: its scenarios, and its micro benchmarks and code if it has them.
  var availableSuites: [BenchOptions.Suite] {
    [.scenarios] + (micro.isEmpty ? [] : [.signals]) + (codeLayout == nil ? [] : [.code])
  }

  var usage: String { BenchOptions.usage(command: name, study: study, suites: availableSuites) }

  /// Fails like a command-line tool: the problem, the usage, exit status 2.
  func failUsage(_ problem: String) -> Never {
    say(problem + "\n")
    printError(usage)
    exit(BenchExit.usage)
  }

  /// Says `problem` and exits with `status`, by default 2: nothing ran.
  func fail(_ problem: String, status: Int32 = BenchExit.usage) -> Never {
    say(problem)
    exit(status)
  }

  /// The options, for the suites the study has; exits on a bad argument.
  private func parse() -> BenchOptions {
    // A closed pipe on standard output must fail the write (EPIPE), not end the process before
    // the other outputs are written; and a parent may have left Ctrl-C and SIGTERM blocked
    // (Foundation's Process passes on its thread's mask), which must stop the run.
    signal(SIGPIPE, SIG_IGN)
    var stops = sigset_t()
    sigemptyset(&stops)
    for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stops, number) }
    pthread_sigmask(SIG_UNBLOCK, &stops, nil)
    do {
      return try BenchOptions.parse(arguments(), available: availableSuites, study: study.name)
    } catch {
      failUsage(error.description)
    }
  }

  /// The arguments after the program name, as the system gave them; exits on one not in UTF-8.
  func arguments() -> [String] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let raw = CommandLine.unsafeArgv[index], let argument = String(validatingCString: raw)
      else {
        let repaired = CommandLine.unsafeArgv[index].map { String(cString: $0) } ?? ""
        failUsage(
          "argument \(index) ('\(repaired)') is not valid UTF-8: \(name) takes paths and names "
            + "in UTF-8 only")
      }
      return argument
    }
  }

  /// Exits when the options name an arm the study lacks, or select nothing to run.
  private func checkSelection(_ runner: BenchRunner, _ options: BenchOptions) {
    if let unknown = options.injectedDelays.keys.first(where: { study.arm(id: $0) == nil }) {
      failUsage(
        "--inject-delay names no arm '\(unknown)': the arms are "
          + study.arms.map(\.id).joined(separator: ", "))
    }
    if options.list, runner.scenarios.isEmpty, let filter = options.filter {
      failUsage("--filter '\(filter)' selects no scenario")
    }
    guard !options.list, runner.selectsNothing else { return }
    let filtered = options.suites.filter { $0 != .code }.map(\.rawValue)
    failUsage(
      "--filter '\(options.filter ?? "")' selects nothing"
        + (filtered.isEmpty
          ? ": --suite code is not narrowed by it"
          : " in --suite " + filtered.joined(separator: " or ")))
  }

  /// Checks the study; then, here and in every worker, lets a stalled run (which nothing else could
  /// end) end the process, has a crash in an arm said with where the run was, and asks for the
  /// performance cores before anything is timed (see MeasuringThread).
  private func prepareRun(_ options: BenchOptions) -> BenchRunner {
    do { try study.check(sizes: options.sizes) } catch {
      fail("the study \(study.name) cannot run: \(error.description)")
    }
    StalledRunWatchdog.shared.noteCrashes(as: name)
    StalledRunWatchdog.shared.install { [name] stalled in
      let text =
        "\n\(stalled)\n\(name): nothing in the process can end what holds it, so the run "
        + "ends here, with nothing written\n"
      try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
      // NB: `_exit` on the watchdog's thread: `exit` would run the process's clean-up beside
      // the code that still holds the main thread.
      _exit(BenchExit.parityBroken)
    }
    if let reason = MeasuringThread.preferPerformanceCores() {
      say("cannot ask for performance cores (\(reason)); timing anyway")
    }
    // -1 where nothing counts: no counter linked (a test binary), or one that cannot count
    // (not Linux with glibc).
    let counter: (@Sendable () -> Int)? =
      pattern_bench_allocations() >= 0 ? { @Sendable in Int(pattern_bench_allocations()) } : nil
    var runner = BenchRunner(
      study: study, micro: micro, options: options, allocationCounter: counter,
      progress: TextProgress.standardError(worker: options.isWorker, command: name))
    guard !options.inProcess && !options.isWorker else { return runner }
    let arguments = arguments()
    runner.roundExecutor = { round, skipping in
      RoundWorker.run(round: round, skipping: skipping, arguments: arguments) { say($0) }
    }
    runner.microExecutor = { RoundWorker.run(microRun: $0, arguments: arguments) { say($0) } }
    return runner
  }

  /// In a worker: runs its round (or micro run) and answers in the file its parent named.
  private func answer(_ runner: BenchRunner, _ options: BenchOptions) async -> Int32 {
    guard let answer = options.workerAnswer else {
      failUsage("a worker (--worker-round, --worker-micro) needs --worker-answer FILE")
    }
    RoundWorker.endWithParent()
    let written =
      if let round = options.workerRound {
        RoundWorker.answer(
          with: await runner.runRound(round, skipping: options.workerSkips), to: answer)
      } else {
        RoundWorker.answer(with: runner.runMicroRun(options.workerMicroRun ?? 0), to: answer)
      }
    return written ? BenchExit.success : BenchExit.ioFailure
  }

  /// Every input and destination, checked before the run; exits on the first that cannot be used.
  private func readInputs(_ options: BenchOptions)
    -> (outputs: BenchOutputs, baseline: BenchResults?, page: String?, code: CodeResults?)
  {
    let outputs: BenchOutputs
    do { outputs = try BenchOutputs(options: options, command: name, closed: closed) } catch {
      fail(error.description, status: error.exitStatus)
    }
    let baseline = options.compare.map { path in
      do {
        return try BaselineComparison.load(
          path, study: study.name, reference: study.reference?.id ?? "")
      } catch {
        fail("\(error)")
      }
    }
    let page = options.resultsPage.map { resultsPage(at: $0.path, option: $0.option) }
    if let path = options.updateResults {
      do {
        _ = try OutputDestination.check(path, option: "--update-results", closed: closed)
      } catch {
        fail(error.description, status: error.exitStatus)
      }
    }
    let code = measureCode(options)
    // A check and an update alike refuse a page whose code figures they could not read.
    if let page, let named = options.resultsPage, code != nil,
      ResultsFile.codeSection(of: page) == nil
    {
      fail("\(named.option) '\(named.path)': " + ResultsFileError.noCodeSection.description)
    }
    return (outputs, baseline, page, code)
  }

  /// The results page at `path`; exits when it cannot be read (it may hold at most
  /// ``ResultsFile/sizeLimit`` bytes), has no counts or is of another study.
  private func resultsPage(at path: String, option: String) -> String {
    do {
      // Read line by line, so a page saved with Windows (or old Mac) line endings is the same
      // page (an updated one is written with line feeds).
      let text =
        try InputFile.text(at: path, option: option, limit: ResultsFile.sizeLimit).lines()
        .joined(separator: "\n") + "\n"
      _ = try ResultsFile.countsSection(of: text)
      try ResultsFile.checkStudy(of: text, is: study.name)
      return text
    } catch let error as InputFileError {
      fail(error.description)
    } catch {
      fail("\(option) '\(path)': \(error)")
    }
  }

  /// What the code suite gives a run: its figures, none (and why: the run goes on), or the reason
  /// the run stops before anything runs.
  enum CodeOutcome {
    case measured(CodeResults)
    case notMeasured(String)
    case failure(String)
  }

  /// The code figures of the sources `--sources` names (by default the caller's package, else the
  /// current folder), when the code suite runs (`nil` when it does not, as without a code layout).
  nonisolated func codeOutcome(_ options: BenchOptions) -> CodeOutcome? {
    guard options.suites.contains(.code), let codeLayout else { return nil }
    let needed =
      options.sources != nil || options.checkResults != nil || options.updateResults != nil
      || options.suites == [.code]
    let root: URL
    do {
      root = try CodeResults.root(options.sources, callerFile: callerFile, layout: codeLayout)
    } catch {
      return needed
        ? .failure("the code figures cannot be read: \(error)") : .notMeasured("\(error)")
    }
    do {
      return .measured(try CodeResults.measure(root: root, layout: codeLayout))
    } catch {
      // NB: these are the package's sources; figures of 0, or none, would hide that they are
      // broken.
      return .failure("the code figures of \(root.path) cannot be read: \(error)")
    }
  }

  /// The code figures of ``codeOutcome(_:)``; exits on a failure, says why there are none, and
  /// names each change that was not measured.
  private func measureCode(_ options: BenchOptions) -> CodeResults? {
    switch codeOutcome(options) {
    case nil: return nil
    case .failure(let reason): fail(reason)
    case .notMeasured(let reason):
      say("the code figures are not measured: \(reason)")
      return nil
    case .measured(let code):
      for problem in code.changeProblems { say("not measured: \(problem)") }
      return code
    }
  }

  /// Writes `text` to `path`; returns the exit status, after saying why when it failed.
  func write(_ text: String, to path: String, option: String) -> Int32 {
    let destination: OutputDestination
    do { destination = try OutputDestination.check(path, option: option, closed: closed) } catch {
      say(error.description)
      return error.exitStatus
    }
    do {
      try destination.write(text, closed: closed)
      return BenchExit.success
    } catch {
      // NB: unusable only now (it changed since the check): a failed write, as any other.
      say(error.description)
      return BenchExit.ioFailure
    }
  }

  /// Rewrites the counts and code figures of the page at `path` from `results`, keeping its
  /// timings; returns the exit status.
  private func update(_ page: String, at path: String, with results: BenchResults) -> Int32 {
    let fresh: String
    do { fresh = try ResultsFile.updated(page, with: results) } catch {
      fail("--update-results '\(path)': \(error.description)")
    }
    guard fresh != page else {
      say("the counts and code figures in \(path) are up to date")
      return BenchExit.success
    }
    let changed = ResultsFile.differences(committed: page, fresh: fresh).count { $0.hasPrefix("+") }
    let status = write(fresh, to: path, option: "--update-results")
    if status == BenchExit.success {
      say(
        "updated \(changed) lines of counts and code figures in \(path); its timings are still "
          + "those of its last full run (\(ResultsFile.command(name, writing: path)))")
    }
    return status
  }

  /// Prints the failures of every scenario that failed its check; returns whether none failed.
  private func reportParity(of results: BenchResults) -> Bool {
    let failures = results.parityFailures
    for failure in failures.flatMap(\.parityFailures) { printError(failure) }
    if !failures.isEmpty {
      say(
        "\(failures.count) scenario(s) failed: an arm stopped, showed another screen than the "
          + "reference or leaked (above), in its counting run or a timed round; their timings "
          + "are left out")
    }
    return failures.isEmpty
  }

  /// Compares the counts (when the scenarios ran) and the code figures (with the verdict's lines
  /// per change) of `results` with those of the `--check-results` page; returns whether they match.
  private func check(_ results: BenchResults, against page: String, _ options: BenchOptions)
    -> Bool
  {
    let path = options.checkResults ?? ""
    var kept = true
    if options.suites.contains(.scenarios) {
      let committed = (try? ResultsFile.countsSection(of: page)) ?? ""
      let fresh = ResultsFile.counts(of: results)
      if !options.narrowedBy.isEmpty {
        say(
          "checked \(ResultsFile.scenarioCount(in: fresh)) of "
            + "\(ResultsFile.scenarioCount(in: committed)) scenarios in \(path); the run was "
            + "narrowed by \(options.narrowedBy.joined(separator: ", "))")
      }
      let differences = ResultsFile.differences(
        committed: committed, fresh: fresh, narrowed: !options.narrowedBy.isEmpty)
      kept = reportCheck(differences, of: "counts", in: path, against: "this build")
    }
    guard let code = Document(results: results).code else { return kept }
    var differences = ResultsFile.differences(
      committed: ResultsFile.codeSection(of: page) ?? "", fresh: TableText.code(code))
    let verdict = { (page: String) in
      ResultsFile.section(
        of: page, from: TableText.verdictMarkers.0, to: TableText.verdictMarkers.1)
    }
    if let committed = verdict(page), let updated = try? ResultsFile.updated(page, with: results),
      let fresh = verdict(updated)
    {
      differences += ResultsFile.differences(committed: committed, fresh: fresh)
    }
    return reportCheck(differences, of: "code figures", in: path, against: "the sources") && kept
  }

  /// Says whether `differences` is empty, listing the first 40 if not; returns whether it is.
  private func reportCheck(
    _ differences: [String], of what: String, in path: String, against source: String
  ) -> Bool {
    guard !differences.isEmpty else {
      say("the \(what) in \(path) match \(source)")
      return true
    }
    say(
      "the \(what) in \(path) differ from \(source); run "
        + "`\(ResultsFile.updateCommand(name, writing: path))` (seconds, no timing) to regenerate them:"
    )
    for line in differences.prefix(40) { printError("  " + line) }
    if differences.count > 40 { printError("  … and \(differences.count - 40) more lines") }
    return false
  }

  /// Compares `results` with the `--compare` baseline; returns whether nothing regressed.
  private func compare(_ results: BenchResults, with baseline: BenchResults, options: BenchOptions)
    -> Bool
  {
    let check = BaselineComparison(
      baseline: baseline, current: results, thresholdPercent: options.threshold)
    for note in check.notes { say("note: \(note)") }
    for line in check.improvements { say("faster: \(line)") }
    for line in check.regressions { say("REGRESSION: \(line)") }
    say(
      "against \(options.compare ?? ""): \(check.regressions.count) regression(s), "
        + "\(check.improvements.count) improvement(s)")
    return check.regressions.isEmpty
  }
}

/// The exit statuses of `pattern-bench`, each a kind of outcome of its own, so a script can
/// tell them apart.
public enum BenchExit {
  /// Every scenario kept parity, and no check failed.
  public static let success: Int32 = 0
  /// A scenario broke parity: some arm showed a different screen from the reference.
  public static let parityBroken: Int32 = 1
  /// A bad argument (or one that is not UTF-8), options that select nothing to run, an
  /// unusable input file or destination, two destinations that are one file, or an output
  /// that is an input; nothing ran.
  public static let usage: Int32 = 2
  /// A regression against `--compare`'s baseline, or counts that differ from
  /// `--check-results`'s file.
  public static let regression: Int32 = 3
  /// An input or output error: standard output is closed, or a result could not be written
  /// (the message gives the system's reason, e.g. `No space left on device`, or `Broken pipe`
  /// for a closed pipe); every other output is still written.
  public static let ioFailure: Int32 = 4
}
