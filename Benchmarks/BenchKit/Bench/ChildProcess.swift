import Foundation

/// Starts a process and waits for its end without running the calling thread's run loop.
///
/// NB: `Process.waitUntilExit()` spins the current run loop, and on the main thread that runs
/// main-actor jobs meanwhile: a lazy initialiser that waited so let a second
/// `BenchCommand.main` in, which re-entered the initialiser and deadlocked. Here the thread
/// blocks on a semaphore the termination handler signals, and nothing else runs on it.
enum ChildProcess {
  /// Runs `process`, which the caller set up (executable, arguments, standard streams), and
  /// blocks until it ends.
  ///
  /// - Throws: What `Process.run()` throws when the process cannot start.
  static func runToEnd(_ process: Process) throws {
    #if os(macOS) || os(Linux) || os(Windows)
      let finished = DispatchSemaphore(value: 0)
      process.terminationHandler = { _ in finished.signal() }
      try process.run()
      finished.wait()
    #endif
  }

  /// The standard output of `command`, found on the path, run with `arguments`; `nil` when
  /// it cannot run, fails or writes more than `limit` bytes.
  static func output(of command: String, _ arguments: [String], limit: Int = 1 << 20)
    -> String?
  {
    #if os(macOS) || os(Linux) || os(Windows)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [command] + arguments
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      let finished = DispatchSemaphore(value: 0)
      process.terminationHandler = { _ in finished.signal() }
      do { try process.run() } catch { return nil }
      // Read before waiting: a child blocked on a full pipe would never end.
      let data = (try? output.fileHandleForReading.read(upToCount: limit + 1)) ?? Data()
      if data.count > limit { process.terminate() }
      finished.wait()
      guard process.terminationStatus == 0, data.count <= limit else { return nil }
      return String(decoding: data, as: UTF8.self)
    #else
      return nil
    #endif
  }
}
