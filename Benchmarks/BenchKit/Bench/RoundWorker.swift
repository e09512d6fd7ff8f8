import Foundation

/// A timed round of the scenarios in a fresh process of this executable (the default; see
/// `--in-process`), so that process-wide luck such as memory layout varies between rounds.
///
/// The parent starts `pattern-bench` again with its own arguments and `--worker-round N`; the
/// worker runs that round alone and answers with its samples as JSON on standard output. Its
/// standard input is a pipe the parent holds open and never writes: when the parent ends,
/// killed or not, the system closes it, and the worker, which watches for that end of file,
/// ends at once rather than finish a round of seconds for nobody.
enum RoundWorker {
  /// Runs timed round `round` in a fresh process started with `arguments`, and returns its
  /// samples, or `nil` after passing the reason to `say`, so that the round runs in this
  /// process instead.
  static func run(round: Int, arguments: [String], say: (String) -> Void)
    -> RoundSamples?
  {
    // Foundation asks the system for this very binary (the kernel on Linux, dyld on macOS),
    // whatever path, link or working directory it was started by.
    guard let executable = Bundle.main.executableURL else {
      say("cannot find its own executable; round \(round + 1) runs here")
      return nil
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments + ["--worker-round", "\(round)"]
    let output = Pipe()
    process.standardOutput = output
    // Held open by `process` until it is released, after the worker exited.
    process.standardInput = Pipe()
    do {
      try process.run()
    } catch {
      say("could not start a worker (\(error)); round \(round + 1) runs here")
      return nil
    }
    // Read before waiting: a worker blocked on a full pipe would never exit.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let samples = try? JSONDecoder().decode(RoundSamples.self, from: data)
    else {
      say(
        "the worker of round \(round + 1) failed (status "
          + "\(process.terminationStatus)); the round runs here")
      return nil
    }
    return samples
  }

  /// In a worker: ends the process as soon as its parent is gone, that is when standard input
  /// (the parent's pipe) reaches its end.
  static func endWithParent() {
    Thread.detachNewThread {
      _ = FileHandle.standardInput.readDataToEndOfFile()
      // Nobody waits for this status; `_exit` because the main thread is still running.
      _exit(BenchExit.ioFailure)
    }
  }

  /// In a worker: the samples of its round as JSON on standard output, its only output.
  static func answer(with samples: RoundSamples) {
    FileHandle.standardOutput.write((try? JSONEncoder().encode(samples)) ?? Data())
  }
}
