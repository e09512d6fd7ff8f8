import AllocationCounter
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
  exit(2)
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

/// Writes `text` to `path` atomically (a temporary file renamed into place), so a failed or
/// interrupted run never leaves a partial file.
func write(_ text: String, to path: String) throws {
  try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
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
    return 0
  }
  // The interposed allocator answers -1 where it cannot count (not Linux with glibc).
  var allocationCounter: (@Sendable () -> Int)?
  if pattern_bench_allocation_count() >= 0 {
    allocationCounter = { Int(pattern_bench_allocation_count()) }
  }
  let runner = BenchRunner(
    options: options, allocationCounter: allocationCounter, progress: StderrProgress())
  if options.list {
    for scenario in runner.scenarios {
      print("\(scenario.screen.rawValue)\t\(scenario.name)\t\(scenario.size)")
    }
    return 0
  }
  if let output = options.output { checkWritable(output, option: "--output") }
  if let report = options.report { checkWritable(report, option: "--report") }
  if runner.scenarios.isEmpty && runner.microBenchmarks.count <= 1 {
    failUsage("--filter '\(options.filter ?? "")' selects no scenario and no benchmark")
  }

  let results = await runner.run()
  let text = BenchFormatter(results: results).render(options.format)
  do {
    if let output = options.output {
      try write(text, to: output)
    } else {
      print(text, terminator: "")
    }
    if let report = options.report {
      try write(HTMLReport(results: results).render(), to: report)
    }
  } catch {
    printError("pattern-bench: could not write the results: \(error.localizedDescription)")
    return 1
  }
  let failures = results.parityFailures
  if !failures.isEmpty {
    for failure in failures {
      printError(failure.parityFailure ?? "parity broken in \(failure.name)")
    }
    printError("pattern-bench: \(failures.count) scenario(s) broke parity")
    return 1
  }
  return 0
}

exit(await main())
