import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the built `pattern-bench` executable as a child process, for the behaviours only a
/// process shows: its exit status, and what it does with a full or closed standard output.
struct PatternBenchProcess {
  /// What a finished run left.
  struct Outcome {
    /// The exit status; `nil` when the run was stopped for taking too long.
    var status: Int32?
    /// Standard output, when the test read it.
    var output: String
    /// Standard error.
    var errors: String
  }

  /// The executable built beside the test code (both are products of the same build), if any.
  ///
  /// The search starts at the image that holds this code, and tries the folders above it in
  /// turn, nearest first. On Darwin `dladdr` names that image, the test bundle's
  /// `….xctest/Contents/MacOS/…` (the process itself is Xcode's `xctest` or SwiftPM's helper);
  /// elsewhere the tests are linked into the `.xctest` executable that runs them, which
  /// Foundation finds for `Bundle.main`.
  static var executable: URL? { executable(named: "pattern-bench") }

  /// The executable `name` built beside the test code, if any (see ``executable``).
  static func executable(named name: String) -> URL? {
    #if canImport(Darwin)
      var image = Dl_info()
      guard dladdr(#dsohandle, &image) != 0, let name = image.dli_fname else { return nil }
      let testCode = URL(fileURLWithPath: String(cString: name))
    #else
      guard let testCode = Bundle.main.executableURL else { return nil }
    #endif
    var folder = testCode.resolvingSymlinksInPath().deletingLastPathComponent()
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder),
        !isFolder.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  /// Runs `pattern-bench` with `arguments` in `directory`.
  ///
  /// - Parameters:
  ///   - standardOutput: Where the child's standard output goes: a pipe the test reads when
  ///     `nil`.
  ///   - shellSetup: Shell commands run before the shell becomes `pattern-bench`, e.g.
  ///     `ulimit -f 1`; what they set is inherited.
  ///   - timeout: How long the run may take before it is stopped; a check that should fail
  ///     at once must not wait for a whole benchmark.
  static func run(
    _ arguments: [String], in directory: URL? = nil, standardOutput: FileHandle? = nil,
    shellSetup: String? = nil,
    timeout: Duration = .seconds(60), executable name: String = "pattern-bench",
    environment: [String: String] = [:]
  ) async throws -> Outcome {
    try await onItsOwnThread {
      try runAndWait(
        arguments, in: directory, standardOutput: standardOutput,
        shellSetup: shellSetup,
        timeout: timeout, executable: name, environment: environment)
    }
  }

  /// Runs `body`, which blocks (on a child process, a FIFO), on a thread of its own, and returns
  /// what it returned.
  ///
  /// Swift concurrency has as many threads as cores (two here), shared by every test of the
  /// run: while two tests blocked one each, no other test made progress at all. Under
  /// AddressSanitizer, whose runs take longer, a scenario's wait expired meanwhile, most likely
  /// for that reason ("did not settle within 60 seconds").
  static func onItsOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T)
    async throws -> T
  {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try body() }) }.start()
    }
  }

  /// Runs `pattern-bench` as `run` says, blocking the calling thread until the run ends.
  private static func runAndWait(
    _ arguments: [String], in directory: URL?, standardOutput: FileHandle?,
    shellSetup: String?, timeout: Duration, executable name: String,
    environment: [String: String]
  ) throws -> Outcome {
    guard let executable = executable(named: name) else { throw ProcessError.notBuilt(name) }
    let process = Process()
    if let shellSetup {
      let script = "\(shellSetup); exec \"$0\" \"$@\""
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", script, executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    if let directory { process.currentDirectoryURL = directory }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = standardOutput ?? output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    // Both pipes are read while the child runs: one that fills a pipe would wait for ever.
    let outputText = Reader(standardOutput == nil ? output.fileHandleForReading : nil)
    let errorText = Reader(errors.fileHandleForReading)
    let seconds = Double(timeout.components.seconds)
    let timedOut = finished.wait(timeout: .now() + seconds) == .timedOut
    if timedOut {
      // NB: a run that ignores SIGTERM (an arm may block it) is killed.
      process.terminate()
      if finished.wait(timeout: .now() + 5) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        finished.wait()
      }
    }
    try? output.fileHandleForWriting.close()
    try? errors.fileHandleForWriting.close()
    return Outcome(
      status: timedOut ? nil : process.terminationStatus, output: outputText.text(),
      errors: errorText.text())
  }

  /// Reads a pipe to its end on a thread of its own.
  final class Reader: @unchecked Sendable {
    // NB: `data` is written once, on the reader's thread, before `done` is signalled, and read
    // only after waiting for it.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle?) {
      guard let handle else {
        done.signal()
        return
      }
      Thread {
        self.data = handle.readDataToEndOfFile()
        self.done.signal()
      }.start()
    }

    /// The text read, once the pipe has ended.
    func text() -> String {
      done.wait()
      return String(decoding: data, as: UTF8.self)
    }
  }

  /// The runs cannot start.
  enum ProcessError: Error, CustomStringConvertible {
    /// The executable is not beside the test binary.
    case notBuilt(String)

    var description: String {
      switch self {
      case .notBuilt(let name):
        "\(name) is not built beside the tests: run `swift build --build-tests` first"
      }
    }
  }
}
