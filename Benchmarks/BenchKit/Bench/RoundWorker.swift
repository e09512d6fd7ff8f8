import Foundation

/// A timed round of the scenarios, or a run of the micro benchmarks, in a fresh process of this
/// executable (the default; see `--in-process`), so that process-wide luck such as memory
/// layout varies between rounds and between runs.
///
/// The parent starts `pattern-bench` again with its own arguments and `--worker-round N` (or
/// `--worker-micro N`); the worker runs that round (or run) alone and answers with its samples
/// (or measurements) as JSON on standard output. Its standard input is a pipe the parent holds
/// open and never writes: when the parent ends, killed or not, the system closes it, and the
/// worker, which watches for that end of file, ends at once rather than finish a round of
/// seconds for nobody. A worker whose run stalled ends with status 1, having said where
/// (`StalledRunWatchdog`), and so does the parent, rather than stall on the same round.
enum RoundWorker {
  /// Runs timed round `round` in a fresh process started with `arguments`, and returns its
  /// samples, or `nil` after passing the reason to `say`, so that the round runs in this
  /// process instead.
  static func run(round: Int, arguments: [String], say: (String) -> Void)
    -> RoundSamples?
  {
    run("round \(round + 1)", arguments + ["--worker-round", "\(round)"], say: say)
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
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    // Held open by `process` until it is released, after the worker exited.
    process.standardInput = Pipe()
    do {
      try process.run()
    } catch {
      say("could not start a worker (\(error)); \(what) runs here")
      return nil
    }
    // Read before waiting: a worker blocked on a full pipe would never exit.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // NB: the reason too: a worker killed by SIGHUP (1) has the same status.
    if process.terminationReason == .exit, process.terminationStatus == BenchExit.parityBroken {
      // Its stalled-run watchdog's status (the worker said where): the round would stall
      // here too.
      say("the worker of \(what) ended: a run stalled in it (above); this run ends too")
      exit(BenchExit.parityBroken)
    }
    guard process.terminationStatus == 0,
      let answer = try? JSONDecoder().decode(Answer.self, from: data)
    else {
      let status = process.terminationStatus
      // NB: after a signal (a crash, a kill) the status is the signal's number, no exit status.
      let ended =
        process.terminationReason == .uncaughtSignal
        ? "was ended by signal \(status)\(signalNames[status].map { " (\($0))" } ?? "")"
        : "failed (status \(status))"
      say("the worker of \(what) \(ended); it runs here")
      return nil
    }
    return answer
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
      _ = FileHandle.standardInput.readDataToEndOfFile()
      // Nobody waits for this status; `_exit` because the main thread is still running.
      _exit(BenchExit.ioFailure)
    }
  }

  /// In a worker: the samples of its round, or the measurements of its run, as JSON on
  /// standard output, its only output.
  static func answer(with answer: some Encodable) {
    FileHandle.standardOutput.write((try? JSONEncoder().encode(answer)) ?? Data())
  }
}
