import AllocationCounter
import BenchKit
import Comparison
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Fails like a command-line tool: the problem, the usage, exit status 2.
func failUsage(_ problem: String) -> Never {
  printError("pattern-bench: \(problem)\n")
  printError(BenchOptions.usage)
  exit(BenchExit.usage)
}

/// Fails on an unusable input file: the problem, exit status 2, nothing run.
func failInput(_ problem: String) -> Never {
  printError("pattern-bench: \(problem)")
  exit(BenchExit.usage)
}

/// Checks a destination before any work is done, so a bad one fails at once and leaves
/// nothing behind; exits with the error's status when it cannot be used.
func checkedDestination(_ path: String, option: String) -> OutputDestination {
  do {
    return try OutputDestination.check(path, option: option)
  } catch {
    printError("pattern-bench: \(error.description)")
    exit(error.exitStatus)
  }
}

/// Writes `text` to `destination`; on failure says why and returns `false`.
func write(_ text: String, to destination: OutputDestination) -> Bool {
  do {
    try destination.write(text)
    return true
  } catch {
    printError("pattern-bench: \(error.description)")
    return false
  }
}

/// Runs timed round `round` in a fresh process of this executable and returns its samples, or
/// `nil` (after saying why on stderr) so that the round runs in this process instead.
func runWorker(round: Int, arguments: [String]) -> RoundSamples? {
  // Foundation asks the system for this very binary (the kernel on Linux, dyld on macOS),
  // whatever path, link or working directory it was started by.
  guard let executable = Bundle.main.executableURL else {
    printError("pattern-bench: cannot find its own executable; round \(round + 1) runs here")
    return nil
  }
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments + ["--worker-round", "\(round)"]
  let output = Pipe()
  process.standardOutput = output
  do {
    try process.run()
  } catch {
    printError("pattern-bench: could not start a worker (\(error)); round \(round + 1) runs here")
    return nil
  }
  // Read before waiting: a worker blocked on a full pipe would never exit.
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0,
    let samples = try? JSONDecoder().decode(RoundSamples.self, from: data)
  else {
    printError(
      "pattern-bench: the worker of round \(round + 1) failed (status "
        + "\(process.terminationStatus)); the round runs here")
    return nil
  }
  return samples
}

/// Progress on standard error (see ``TextProgress``); a worker's leaves the end of each
/// round to its parent.
@MainActor
func standardErrorProgress(worker: Bool) -> TextProgress {
  TextProgress(
    isTerminal: isatty(STDERR_FILENO) != 0,
    prefix: worker ? "pattern-bench worker" : "pattern-bench", reportsEnds: !worker
  ) { text in
    FileHandle.standardError.write(Data(text.utf8))
  }
}

@MainActor
func main() async -> Int32 {
  let options: BenchOptions
  do {
    options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
  } catch {
    failUsage(error.description)
  }
  if options.help {
    let destination = checkedDestination("-", option: "--help")
    return write(BenchOptions.usage + "\n", to: destination)
      ? BenchExit.success : BenchExit.ioFailure
  }
  // Before anything is timed, here and in every worker: see MeasuringThread.
  if let reason = MeasuringThread.preferPerformanceCores() {
    printError("pattern-bench: cannot ask for performance cores (\(reason)); timing anyway")
  }
  // The interposed allocator answers -1 where it cannot count (not Linux with glibc).
  var allocationCounter: (@Sendable () -> Int)?
  if pattern_bench_allocation_count() >= 0 {
    allocationCounter = { Int(pattern_bench_allocation_count()) }
  }
  if let round = options.workerRound {
    // A worker: one timed round, its samples as JSON on standard output, nothing else.
    let runner = BenchRunner(
      options: options, allocationCounter: allocationCounter,
      progress: standardErrorProgress(worker: true))
    let samples = await runner.runRound(round)
    FileHandle.standardOutput.write((try? JSONEncoder().encode(samples)) ?? Data())
    return BenchExit.success
  }
  var runner = BenchRunner(
    options: options, allocationCounter: allocationCounter,
    progress: standardErrorProgress(worker: false))
  if !options.inProcess {
    let arguments = Array(CommandLine.arguments.dropFirst())
    runner.roundExecutor = { round in runWorker(round: round, arguments: arguments) }
  }
  if let unknown = options.injectedDelays.keys.first(where: { Arm.named($0) == nil }) {
    failUsage(
      "--inject-delay names no arm '\(unknown)': the arms are "
        + Arm.all.map(\.id).joined(separator: ", "))
  }
  if options.list {
    let destination = checkedDestination(options.output ?? "-", option: "--output")
    let list = runner.scenarios.map { "\($0.screen.rawValue)\t\($0.name)\t\($0.size)\n" }
    return write(list.joined(), to: destination) ? BenchExit.success : BenchExit.ioFailure
  }
  // Every input and destination is checked before the run, so a bad one costs nothing (two
  // options naming one file are refused by BenchOptions.parse). A counts check prints no
  // results: only a given --output gets them.
  let output =
    options.checkResults == nil || options.output != nil
    ? checkedDestination(
      options.output ?? "-", option: options.output == nil ? "the results" : "--output") : nil
  let report = options.report.map { checkedDestination($0, option: "--report") }
  let baselineCopy = options.saveBaseline.map { checkedDestination($0, option: "--save-baseline") }
  let resultsPage = options.writeResults.map { checkedDestination($0, option: "--write-results") }
  var baseline: BenchResults?
  if let path = options.compare {
    do {
      baseline = try BaselineComparison.load(path)
    } catch {
      failInput(error.description)
    }
  }
  var committedCounts: String?
  if let path = options.checkResults {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      failInput("--check-results: cannot read '\(path)' as UTF-8 text")
    }
    do {
      committedCounts = try ResultsFile.countsSection(of: text)
    } catch {
      failInput("--check-results '\(path)': \(error.description)")
    }
  }
  if runner.scenarios.isEmpty && runner.microBenchmarks.count <= 1 {
    failUsage("--filter '\(options.filter ?? "")' selects no scenario and no benchmark")
  }

  let results = await runner.run()
  let formatter = BenchFormatter(results: results)
  // Every destination is tried, whatever befell the others.
  var written = true
  if let output { written = write(formatter.render(options.format), to: output) && written }
  if let report { written = write(HTMLReport(results: results).render(), to: report) && written }
  if let baselineCopy { written = write(formatter.json(), to: baselineCopy) && written }
  if let resultsPage, let path = options.writeResults {
    if write(ResultsFile.document(for: results, path: path), to: resultsPage) {
      printError("pattern-bench: wrote \(path)")
    } else {
      written = false
    }
  }
  let failures = results.parityFailures
  if !failures.isEmpty {
    for failure in failures {
      for drawing in failure.parityFailures { printError(drawing) }
    }
    printError("pattern-bench: \(failures.count) scenario(s) broke parity")
  }
  guard written else { return BenchExit.ioFailure }
  if !failures.isEmpty { return BenchExit.parityBroken }
  var status = BenchExit.success
  if let committedCounts, let path = options.checkResults {
    let differences = ResultsFile.differences(
      committed: committedCounts, fresh: ResultsFile.counts(of: results))
    if differences.isEmpty {
      printError("pattern-bench: the counts in \(path) match this build")
    } else {
      printError(
        "pattern-bench: the counts in \(path) differ from this build; run "
          + "`\(ResultsFile.command(writing: path))`:")
      for line in differences.prefix(40) { printError("  " + line) }
      status = BenchExit.regression
    }
  }
  if let baseline {
    let check = BaselineComparison(
      baseline: baseline, current: results, thresholdPercent: options.threshold)
    for note in check.notes { printError("pattern-bench: note: \(note)") }
    for line in check.improvements { printError("pattern-bench: faster: \(line)") }
    for line in check.regressions { printError("pattern-bench: REGRESSION: \(line)") }
    printError(
      "pattern-bench: against \(options.compare ?? ""): \(check.regressions.count) "
        + "regression(s), \(check.improvements.count) improvement(s)")
    if !check.regressions.isEmpty { status = BenchExit.regression }
  }
  return status
}

exit(await main())
