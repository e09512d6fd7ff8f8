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

/// Checks that `path` can be written before any work is done, so a bad path fails at once and
/// leaves nothing behind.
func checkWritable(_ path: String, option: String) {
  let url = URL(fileURLWithPath: path)
  let directory = url.deletingLastPathComponent().path
  var isDirectory: ObjCBool = false
  let manager = FileManager.default
  if manager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
    if isDirectory.boolValue { failUsage("\(option) '\(path)' is a directory") }
    if !manager.isWritableFile(atPath: url.path) {
      failUsage("\(option) '\(path)' is not writable")
    }
  } else if !manager.fileExists(atPath: directory, isDirectory: &isDirectory)
    || !isDirectory.boolValue
  {
    failUsage("\(option) '\(path)': the folder '\(directory)' does not exist")
  } else if !manager.isWritableFile(atPath: directory) {
    failUsage("\(option) '\(path)': the folder '\(directory)' is not writable")
  }
}

/// Writes `text` to `path`: a regular file (or a new one) atomically, through a temporary file
/// renamed into place, so a failed or interrupted run never leaves a partial file; a symbolic
/// link's target rather than the link; anything else (a device such as /dev/null, a pipe) in
/// place, never replacing it.
func write(_ text: String, to path: String) throws {
  let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
  let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type]
  if type == nil || type as? FileAttributeType == .typeRegular {
    try Data(text.utf8).write(to: url, options: .atomic)
  } else {
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.write(contentsOf: Data(text.utf8))
  }
}

/// Runs timed round `round` in a fresh process of this executable and returns its samples, or
/// `nil` (after saying why on stderr) so that the round runs in this process instead.
func runWorker(round: Int, arguments: [String]) -> RoundSamples? {
  let process = Process()
  // NB: /proc/self/exe is this very binary on Linux; elsewhere the path it was started by.
  let linuxExecutable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  process.executableURL =
    FileManager.default.isExecutableFile(atPath: linuxExecutable.path)
    ? linuxExecutable : Bundle.main.executableURL
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

/// Progress on stderr: a live line on a terminal; otherwise (CI, a pipe) one line per suite.
@MainActor
final class StderrProgress: BenchProgress {
  private let isTerminal = isatty(STDERR_FILENO) != 0
  private var total = 0
  private var suite = ""

  func begin(suite: String, total: Int) {
    self.suite = suite
    self.total = total
  }

  func advance(to index: Int, name: String) {
    guard isTerminal else { return }
    let line = "[\(suite) \(index + 1)/\(total)] \(name)"
    FileHandle.standardError.write(Data(("\r\u{1B}[K" + line.prefix(99)).utf8))
  }

  func end(suite: String, seconds: Double) {
    let line =
      "pattern-bench: \(suite): \(total) done in \(String(format: "%.1f", seconds)) s"
    printError(isTerminal ? "\r\u{1B}[K" + line : line)
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
    print(BenchOptions.usage)
    return BenchExit.success
  }
  // The interposed allocator answers -1 where it cannot count (not Linux with glibc).
  var allocationCounter: (@Sendable () -> Int)?
  if pattern_bench_allocation_count() >= 0 {
    allocationCounter = { Int(pattern_bench_allocation_count()) }
  }
  if let round = options.workerRound {
    // A worker: one timed round, its samples as JSON on standard output, nothing else.
    let runner = BenchRunner(options: options, allocationCounter: allocationCounter)
    let samples = await runner.runRound(round)
    FileHandle.standardOutput.write((try? JSONEncoder().encode(samples)) ?? Data())
    return BenchExit.success
  }
  var runner = BenchRunner(
    options: options, allocationCounter: allocationCounter, progress: StderrProgress())
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
    for scenario in runner.scenarios {
      print("\(scenario.screen.rawValue)\t\(scenario.name)\t\(scenario.size)")
    }
    return BenchExit.success
  }
  // Every input and destination is checked before the run, so a bad one costs nothing.
  for (option, path) in [
    ("--output", options.output), ("--report", options.report),
    ("--save-baseline", options.saveBaseline),
  ] {
    if let path { checkWritable(path, option: option) }
  }
  var baseline: BenchResults?
  if let path = options.compare {
    do {
      baseline = try BaselineComparison.load(path)
    } catch {
      failInput(error.description)
    }
  }
  var readme: (path: String, text: String)?
  if let path = options.updateReadme ?? options.checkReadme {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      failInput("cannot read '\(path)' as UTF-8 text")
    }
    do {
      _ = try ResultsBlock.replacing(in: text, with: "")
      if options.checkReadme != nil { _ = try ResultsBlock.countsSection(of: text) }
    } catch {
      failInput("'\(path)': \(error.description)")
    }
    if options.updateReadme != nil { checkWritable(path, option: "--update-readme") }
    readme = (path, text)
  }
  if runner.scenarios.isEmpty && runner.microBenchmarks.count <= 1 {
    failUsage("--filter '\(options.filter ?? "")' selects no scenario and no benchmark")
  }
  if options.checkReadme != nil { runner.options.suites = [.scenarios] }

  let results = await runner.run()
  let formatter = BenchFormatter(results: results)
  do {
    if options.checkReadme == nil {
      let text = formatter.render(options.format)
      if let output = options.output {
        try write(text, to: output)
      } else {
        print(text, terminator: "")
      }
    }
    if let report = options.report {
      try write(HTMLReport(results: results).render(), to: report)
    }
    if let path = options.saveBaseline {
      try write(formatter.json(), to: path)
    }
    if let readme, options.updateReadme != nil {
      try write(
        ResultsBlock.replacing(in: readme.text, with: formatter.markdown()), to: readme.path)
      printError("pattern-bench: updated the results block of \(readme.path)")
    }
  } catch {
    printError("pattern-bench: could not write the results: \(error)")
    return BenchExit.ioFailure
  }
  let failures = results.parityFailures
  if !failures.isEmpty {
    for failure in failures {
      for drawing in failure.parityFailures { printError(drawing) }
    }
    printError("pattern-bench: \(failures.count) scenario(s) broke parity")
    return BenchExit.parityBroken
  }
  var status = BenchExit.success
  if let readme, options.checkReadme != nil {
    // NB: the file was read before the run, and its counts section was found then.
    let committed = (try? ResultsBlock.countsSection(of: readme.text)) ?? ""
    let differences = ResultsBlock.differences(
      committed: committed, fresh: formatter.countsMarkdown())
    if differences.isEmpty {
      printError("pattern-bench: the counts in \(readme.path) match this build")
    } else {
      printError(
        "pattern-bench: the counts in \(readme.path) differ from this build; run "
          + "`swift run -c release pattern-bench --update-readme \(readme.path)`:")
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
