import Foundation

/// A timed round, or a micro run, in a fresh process of this executable, started with its
/// parent's arguments and `--worker-round N` (and a `--worker-skip ID` per scenario to leave
/// out) or `--worker-micro N`, and `--worker-answer FILE`, the file it answers in as JSON.
///
/// NB: a file, because an arm may print: a worker's standard output is its parent's standard
/// error. Its standard input is a pipe the parent never writes, to end with it.
enum RoundWorker {
  /// Runs timed round `round` but `skipping` (by id) in a worker, or says why not and returns nil.
  static func run(
    round: Int, skipping: [String], arguments: [String], say: (String) -> Void
  ) -> RoundSamples? {
    run(
      "round \(round + 1)",
      arguments + ["--worker-round", "\(round)"] + skipping.flatMap { ["--worker-skip", $0] },
      say: say)
  }

  /// Makes micro run `run` in a worker, or says why not and returns `nil`.
  static func run(microRun run: Int, arguments: [String], say: (String) -> Void) -> MicroRun? {
    Self.run("micro run \(run + 1)", arguments + ["--worker-micro", "\(run)"], say: say)
  }

  /// Starts a worker with `arguments` and decodes its answer; `what` names its work ("round 3").
  private static func run<Answer: Decodable>(
    _ what: String, _ arguments: [String], say: (String) -> Void
  ) -> Answer? {
    // Foundation asks the system for this very binary, whatever path started it.
    guard let executable = Bundle.main.executableURL else {
      say("cannot find its own executable; \(what) runs here")
      return nil
    }
    let answer = FileManager.default.temporaryDirectory
      .appending(path: "pattern-bench-worker-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: answer) }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments + ["--worker-answer", answer.path]
    process.standardOutput = FileHandle.standardError
    // Held open by `process` until it is released, after the worker exited.
    process.standardInput = Pipe()
    do {
      try ChildProcess.runToEnd(process)
    } catch {
      say("could not start a worker (\(error)); \(what) runs here")
      return nil
    }
    // NB: the reason too: after a signal (a crash, a kill) the status is the signal's number
    // (SIGHUP's is 1), no exit status.
    switch (process.terminationReason, process.terminationStatus) {
    case (.exit, 0): break
    case (.exit, BenchExit.parityBroken):
      // Its stalled-run watchdog's status (the worker said where): the round would stall here.
      say("the worker of \(what) ended: a run stalled in it (above); this run ends too")
      exit(BenchExit.parityBroken)
    case (.uncaughtSignal, let signal):
      let name = signalNames[signal].map { " (\($0))" } ?? ""
      say("the worker of \(what) was ended by signal \(signal)\(name); it runs here")
      return nil
    case (_, let status):
      say("the worker of \(what) failed (status \(status)); it runs here")
      return nil
    }
    // An answer of a round of every scenario at full size takes a few MiB.
    guard let data = try? InputFile.data(at: answer.path, option: "a worker", limit: 256 << 20),
      let decoded = try? JSONDecoder().decode(Answer.self, from: data)
    else {
      say("the worker of \(what) left no answer that can be read; it runs here")
      return nil
    }
    return decoded
  }

  /// The names of the signals that end a process, by their number on this system.
  static let signalNames: [Int32: String] = [
    SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
    SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL",
    SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM",
  ]

  /// In a worker: ends the process once its parent is gone, when standard input reaches its end.
  static func endWithParent() {
    Thread.detachNewThread {
      var byte: UInt8 = 0
      // NB: `read`, not FileHandle, which traps on a descriptor that is not open; and again
      // after a signal interrupted it (a crash's backtracer suspends every thread with one).
      while true {
        let count = read(STDIN_FILENO, &byte, 1)
        if count == 0 || (count < 0 && errno != EINTR) { break }
      }
      // Nobody waits for this status; `_exit` because the main thread is still running.
      _exit(BenchExit.ioFailure)
    }
  }

  /// In a worker: writes its answer as JSON to `path`; returns whether it could.
  static func answer(with answer: some Encodable, to path: String) -> Bool {
    guard let data = try? JSONEncoder().encode(answer) else { return false }
    return (try? data.write(to: URL(fileURLWithPath: path))) != nil
  }
}

/// Starts a process and waits for its end on a semaphore.
///
/// NB: `Process.waitUntilExit()` spins the run loop, which on the main thread runs main-actor
/// jobs: a second `BenchCommand.main` got in that way and deadlocked.
enum ChildProcess {
  /// Runs `process`, which the caller set up, until it ends, doing `meanwhile`; throws if it
  /// cannot start.
  static func runToEnd(_ process: Process, meanwhile: () -> Void = {}) throws {
    #if os(macOS) || os(Linux) || os(Windows)
      let finished = DispatchSemaphore(value: 0)
      process.terminationHandler = { _ in finished.signal() }
      try process.run()
      meanwhile()
      finished.wait()
    #endif
  }

  /// The standard output of `command` on the path, or `nil` if it fails or passes `limit` bytes.
  static func output(of command: String, _ arguments: [String], limit: Int = 1 << 20) -> String? {
    #if os(macOS) || os(Linux) || os(Windows)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [command] + arguments
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      var data = Data()
      do {
        // Read before waiting: a child blocked on a full pipe would never end.
        try runToEnd(process) {
          data = (try? output.fileHandleForReading.read(upToCount: limit + 1)) ?? Data()
          if data.count > limit { process.terminate() }
        }
      } catch { return nil }
      guard process.terminationStatus == 0, data.count <= limit else { return nil }
      return String(decoding: data, as: UTF8.self)
    #else
      return nil
    #endif
  }
}
