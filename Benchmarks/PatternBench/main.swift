import Comparison
import Foundation

@MainActor
func runSignalsSuite(quick: Bool) {
  let runner = quick ? MicroRunner(roundDuration: .milliseconds(5), rounds: 3) : MicroRunner()
  let filter = ProcessInfo.processInfo.environment["BENCH_FILTER"]
  let benchmarks = SignalsSuite.benchmarks.filter {
    filter == nil
      || ($0.name == MicroBenchmark.floorName
        && ProcessInfo.processInfo.environment["BENCH_NOFLOOR"] == nil)
      || $0.name.contains(filter!)
  }
  let results = runner.run(benchmarks) { index, name in
    FileHandle.standardError.write(
      Data("signals [\(index + 1)/\(benchmarks.count)] \(name)\n".utf8))
  }
  print(MicroTable(results: results).render())
}

let arguments = Array(CommandLine.arguments.dropFirst())
let quick = arguments.contains("--quick")
if arguments.contains("--help") {
  print("usage: pattern-bench [--quick] [--help]")
  exit(0)
}
await MainActor.run { runSignalsSuite(quick: quick) }
