import Foundation

/// A timed round of the scenarios, or a run of the micro benchmarks, in a fresh process of this
/// executable (the default; see `--in-process`), so that process-wide luck such as memory
/// layout varies between rounds and between runs.
///
/// The parent starts the executable again with its own arguments and `--worker-round N` (or
/// `--worker-micro N`) and `--worker-answer FILE`; the worker runs that round (or run) alone
/// and writes its samples (or measurements) as JSON to that file, a channel no arm writes to:
/// what an arm prints in a worker goes to the worker's standard output, which is the parent's
/// standard error. Its standard input is a pipe the parent holds open and never writes: when
/// the parent ends, killed or not, the system closes it, and the worker, which watches for
/// that end of file, ends at once rather than finish a round of seconds for nobody. A worker
/// whose run stalled ends with status 1, having said where (`StalledRunWatchdog`), and so
/// does the parent, rather than stall on the same round.
enum RoundWorker {
  /// The most bytes a worker's answer may take: a round of every scenario at the largest
  /// sizes is a few MiB.
  static let answerLimit = 256 << 20

  /// Runs timed round `round` of every selected scenario but `skipping` (by id) in a fresh
  /// process started with `arguments`, and returns its samples, or `nil` after passing the
  /// reason to `say`, so that the round runs in this process instead.
  static func run(
    round: Int, skipping: [String], arguments: [String], say: (String) -> Void
  ) -> RoundSamples? {
    run(
      "round \(round + 1)",
      arguments + ["--worker-round", "\(round)"] + skipping.flatMap { ["--worker-skip", $0] },
      say: say)
  }

  /// Makes run `run` of the micro benchmarks in a fresh process started with `arguments`, and
  /// returns its measurements, or `nil` after passing the reason to `say`, so that the run is
  /// made in this process instead.
  static func run(microRun run: Int, arguments: [String], say: (String) -> Void) -> MicroRun? {
    Self.run("micro run \(run + 1)", arguments + ["--worker-micro", "\(run)"], say: say)
  }

  /// Starts a worker with `arguments` and decodes its answer; `what` names its work in
  /// messages ("round 3").
  private static func run<Answer: Decodable>(
    _ what: String, _ arguments: [String], say: (String) -> Void
  ) -> Answer? {
    // Foundation asks the system for this very binary (the kernel on Linux, dyld on macOS),
    // whatever path, link or working directory it was started by.
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
    // NB: the reason too: a worker killed by SIGHUP (1) has the same status.
    if process.terminationReason == .exit, process.terminationStatus == BenchExit.parityBroken {
      // Its stalled-run watchdog's status (the worker said where): the round would stall
      // here too.
      say("the worker of \(what) ended: a run stalled in it (above); this run ends too")
      exit(BenchExit.parityBroken)
    }
    let status = process.terminationStatus
    guard process.terminationReason == .exit, status == 0 else {
      // NB: after a signal (a crash, a kill) the status is the signal's number, no exit status.
      let ended =
        process.terminationReason == .uncaughtSignal
        ? "was ended by signal \(status)\(signalNames[status].map { " (\($0))" } ?? "")"
        : "failed (status \(status))"
      say("the worker of \(what) \(ended); it runs here")
      return nil
    }
    guard let data = try? InputFile.data(at: answer.path, option: "a worker", limit: answerLimit),
      let decoded = try? JSONDecoder().decode(Answer.self, from: data)
    else {
      say("the worker of \(what) left no answer that can be read; it runs here")
      return nil
    }
    return decoded
  }

  /// The names of the signals that end a process, by number (which differs between systems).
  static let signalNames: [Int32: String] = [
    SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
    SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL",
    SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM",
  ]

  /// In a worker: ends the process as soon as its parent is gone, that is when standard input
  /// (the parent's pipe) reaches its end.
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

  /// In a worker: writes the samples of its round, or the measurements of its run, as JSON to
  /// `path`, the file its parent named; returns whether it could.
  static func answer(with answer: some Encodable, to path: String) -> Bool {
    guard let data = try? JSONEncoder().encode(answer) else { return false }
    return (try? data.write(to: URL(fileURLWithPath: path))) != nil
  }
}
