import BenchKit
import Comparison
import CounterFixture
import Foundation

// A team's benchmark whose arms misbehave, for the tests of BenchKit's entry point: the
// environment variable UNTRUSTED_BENCH_STUDY picks the study.

let screen = CounterScreen.definition
/// A script that waits for ever after its first step: nothing holds the main thread, yet the
/// run never moves on.
let waitsForEver = CounterScenario("counter.waits-for-ever") { open, context in
  let driver = try open(())
  try await context.step("increment") { driver.increment() }
  try await Task.sleep(for: .seconds(3600))
}
/// A script that ends without opening its screen.
let neverOpens = CounterScenario("counter.never-opens") { _, _ in }
let studies: [String: Study] = [
  "good": Study(name: "Counter", arms: [.good], screens: [screen]),
  "different-screen": Study(name: "Counter", arms: [.good, .offByOne], screens: [screen]),
  "throwing-factory": Study(name: "Counter", arms: [.good, .throwingFactory], screens: [screen]),
  "never-settles": Study(name: "Counter", arms: [.good, .neverSettles], screens: [screen]),
  "keeps-updating": Study(name: "Counter", arms: [.good, .keepsUpdating], screens: [screen]),
  "stuck-in-a-step": Study(name: "Counter", arms: [.good, .stuckInAStep], screens: [screen]),
  "stuck-in-a-job": Study(name: "Counter", arms: [.good, .stuckInAJob], screens: [screen]),
  "stuck-when-timed": Study(name: "Counter", arms: [.good, .stuckWhenTimed], screens: [screen]),
  "script-waits": Study(
    name: "Counter", arms: [.good],
    screens: [
      ScreenDefinition<Void, any CounterDriver>(
        .counter, drivers: [.good: { ToyCounterDriver() }], scenarios: [waitsForEver])
    ]),
  "stuck-micro": Study(name: "Counter", arms: [.good], screens: [screen]),
  "trapping-micro": Study(name: "Counter", arms: [.good], screens: [screen]),
  "traps": Study(name: "Counter", arms: [.good, .traps], screens: [screen]),
  "leaky": Study(name: "Counter", arms: [.good, .leaky], screens: [screen]),
  "throws-when-timed": Study(name: "Counter", arms: [.good, .throwsWhenTimed], screens: [screen]),
  "never-settles-when-timed": Study(
    name: "Counter", arms: [.good, .neverSettlesWhenTimed], screens: [screen]),
  "printing": Study(name: "Counter", arms: [.good, .printing], screens: [screen]),
  "differs-after-row-six": Study(
    name: "Counter", arms: [.good, .differsAfterRowSix], screens: [RowsScreen.definition]),
  "other-reference": Study(name: "Counter", arms: [.offByOne, .good], screens: [screen]),
  "renamed": Study(name: "Renamed", arms: [.good], screens: [screen]),
  "called-twice": Study(name: "Counter", arms: [.good], screens: [screen]),
  "never-opens": Study(
    name: "Counter", arms: [.good],
    screens: [
      ScreenDefinition<Void, any CounterDriver>(
        .counter, drivers: [.good: { ToyCounterDriver() }], scenarios: [neverOpens])
    ]),
  "no-arms": Study(name: "Counter", arms: [], screens: [screen]),
  "duplicate-arms": Study(name: "Counter", arms: [.good, .leaky, .good], screens: [screen]),
  "no-reference": Study(name: "Counter", arms: [.unwritten, .good], screens: [screen]),
  "no-scenarios": Study(
    name: "Counter", arms: [.good],
    screens: [
      ScreenDefinition<Void, any CounterDriver>(
        .counter, drivers: [.good: { ToyCounterDriver() }], scenarios: [])
    ]),
]

let name = ProcessInfo.processInfo.environment["UNTRUSTED_BENCH_STUDY"] ?? "good"
guard let study = studies[name] else {
  FileHandle.standardError.write(Data("untrusted-bench: no study '\(name)'\n".utf8))
  exit(64)
}
// The micro benchmark of "stuck-micro": its loop never returns.
let neverReturns = MicroBenchmark(.init(rawValue: "never-returns"), "never returns") {
  { _ in
    while true { Thread.sleep(forTimeInterval: 1) }
  }
}
// The micro benchmark of "trapping-micro": its loop force-unwraps `nil`.
let traps = MicroBenchmark(.init(rawValue: "traps"), "traps") {
  { _ in _ = Int(name)! }
}
let micro = [("stuck-micro", neverReturns), ("trapping-micro", traps)].filter { $0.0 == name }
if name == "called-twice" {
  // A second call, which runs once the first lets the main actor go (at its first
  // suspension, or in a run loop it spins).
  Task { @MainActor in await BenchCommand.main(study) }
}
await BenchCommand.main(study, micro: micro.map(\.1))
