import Foundation
import Testing

@testable import BenchKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The executable under hostile use (issue 20, round 3; issue 47, round 5): closed pipes and
/// descriptors, stream paths, an output naming an input, a run that selects nothing, arguments
/// that are not UTF-8, a killed parent.
@Suite struct PatternBenchHostileUseTests {
  static let shortRun = PatternBenchCommandLineTests.shortRun

  @Test func aClosedPipeOnStandardOutputIsAnIOFailureAndEveryOtherFileIsWritten() async throws {
    let folder = try TemporaryFolder()
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let outcome = try await PatternBenchProcess.run(
      ["--format", "json", "--save-baseline", "b.json", "--report", "r.html"] + Self.shortRun,
      in: folder.url, standardOutput: pipe.fileHandleForWriting)
    #expect(outcome.status == BenchExit.ioFailure, "\(outcome.errors)")
    #expect(outcome.errors.contains("Broken pipe"), "\(outcome.errors)")
    #expect(try folder.read("b.json").hasPrefix("{"))
    #expect(try folder.read("r.html").contains("<html"))
  }

  /// `/dev/stdout` (as `/dev/stderr`, OutputDestinationTests) is the stream, written where it
  /// goes (here appended to a log, as the shell opened it).
  @Test func aStandardStreamPathIsWrittenToTheStream() async throws {
    let folder = try TemporaryFolder()
    try folder.write("old line\n", to: "log.txt")
    let outcome = try await PatternBenchProcess.run(
      ["--list", "--output", "/dev/stdout"], in: folder.url, shellSetup: "exec >>log.txt")
    #expect(outcome.status == BenchExit.success, "\(outcome.errors)")
    let log = try folder.read("log.txt")
    #expect(log.hasPrefix("old line\nUserList\t"), "appended, not replaced: \(log.prefix(80))")
    #expect(log.contains("Login\tlogin.wrong-credentials\t0\n"))
    #expect(try folder.names() == ["log.txt"], "no temporary file is left behind")
  }

  /// With a standard descriptor closed, the run works: no file it opens takes the descriptor's
  /// number (a worker's pipe, a patch of the code suite), no worker fails, no arm is blamed;
  /// an output naming a closed stream exits 4 naming it, before the run.
  @Test(arguments: [
    ("exec 0<&- 1>&-", ["--format", "json", "--output", "out.json"], BenchExit.success),
    ("exec 2>&-", ["--format", "json", "--output", "out.json"], BenchExit.success),
    ("exec 1>&-", ["--format", "json"], BenchExit.ioFailure),
  ])
  func aClosedStandardDescriptorNeitherBreaksTheRunNorBlamesAnArm(
    setup: String, arguments: [String], status: Int32
  ) async throws {
    let folder = try TemporaryFolder()
    let outcome = try await PatternBenchProcess.run(
      ["--quick", "--filter", "login.wrong", "--suite", "scenarios", "--suite", "code"]
        + arguments, in: folder.url, shellSetup: setup)
    #expect(outcome.status == status, "\(outcome.errors)")
    #expect(!outcome.errors.contains("stopped"), "\(outcome.errors)")
    #expect(!outcome.errors.contains("runs here"), "a worker failed: \(outcome.errors)")
    if status == BenchExit.success {
      let results = try JSONDecoder().decode(
        BenchResults.self, from: Data(try folder.read("out.json").utf8))
      #expect(results.code != nil && results.scenarios.allSatisfy(\.parity))
      #expect(results.scenarios.allSatisfy { $0.iterations > 0 }, "every round was timed")
    } else {
      #expect(
        outcome.errors.contains(
          "the results: standard output (descriptor 1) is closed; give a file with --output"),
        "\(outcome.errors)")
      #expect(!outcome.errors.contains("scenarios:"), "the run started: \(outcome.errors)")
    }
  }

  /// Every way two options name one file is refused alike (BenchOptionsTests): here one.
  @Test func anOutputNamingTheCheckedPageIsRefusedBeforeTheRunAndTheFileKept() async throws {
    let folder = try TemporaryFolder()
    try folder.write("committed", to: "RESULTS.md")
    let outcome = try await PatternBenchProcess.run(
      ["--check-results", "RESULTS.md", "--output", "./RESULTS.md"] + Self.shortRun,
      in: folder.url)
    #expect(outcome.status == BenchExit.usage, "\(outcome.errors)")
    #expect(
      outcome.errors.contains(
        "--output './RESULTS.md' is not valid: expected a different file from --check-results"),
      "\(outcome.errors)")
    #expect(!outcome.errors.contains("scenarios:"), "the run started: \(outcome.errors)")
    #expect(try folder.read("RESULTS.md") == "committed")
  }

  /// The code suite is not narrowed by a filter, and the floor runs only for what a filter
  /// keeps: a filter that keeps no scenario and no micro benchmark selects nothing, whatever
  /// the suites.
  @Test(arguments: [
    (["--quick"], "--filter 'zzzz' selects nothing in --suite scenarios or signals"),
    (["--suite", "code"], "--filter 'zzzz' selects nothing: --suite code is not narrowed by it"),
    (["--list"], "--filter 'zzzz' selects no scenario"),
  ])
  func aFilterThatSelectsNothingFailsBeforeAnythingRuns(arguments: [String], message: String)
    async throws
  {
    let folder = try TemporaryFolder()
    let outcome = try await PatternBenchProcess.run(
      ["--filter", "zzzz", "--in-process", "--output", "out.txt"] + arguments, in: folder.url)
    #expect(outcome.status == BenchExit.usage, "\(outcome.errors)")
    #expect(outcome.errors.contains(message), "\(outcome.errors)")
    #expect(!outcome.errors.contains("signals:"), "the floor ran: \(outcome.errors)")
    #expect(try folder.names().isEmpty)
  }

  /// Listing makes no scenario's data: twenty sizes of a million rows list at once, in little
  /// memory (bounded by `ulimit -v`, which Linux enforces and macOS ignores: there a listing
  /// that made the data would only take minutes and gigabytes).
  @Test func listingTheLargestSizesMakesNoData() async throws {
    let sizes = (0..<20).map { String(1_000_000 - $0) }.joined(separator: ",")
    let outcome = try await PatternBenchProcess.run(
      ["--list", "--sizes", sizes], shellSetup: "ulimit -v 1000000")
    #expect(outcome.status == BenchExit.success, "\(outcome.errors)")
    #expect(outcome.output.contains("UserList\tuserlist.cells.scroll\t1000000\n"))
    #expect(outcome.output.contains("DogList\tdoglist.filter\t999981\n"))
  }

  @Test func anArgumentThatIsNotUTF8IsRefusedBeforeAnythingIsWritten() async throws {
    let folder = try TemporaryFolder()
    let outcome = try await PatternBenchProcess.run(
      ["--list"], in: folder.url,
      shellSetup: #"set -- "$@" --output "$(printf 'bad\377.tsv')""#)
    #expect(outcome.status == BenchExit.usage, "\(outcome.errors)")
    #expect(outcome.errors.contains("not valid UTF-8"), "\(outcome.errors)")
    #expect(try folder.names().isEmpty)
  }

  /// A worker's round of the 100 000-row lists lasts seconds; killed with its parent, it must
  /// stop at once, not finish the round for nobody. The bound is generous, for a loaded
  /// machine: what it catches is a worker that runs on for its whole round.
  @Test(.timeLimit(.minutes(2)))
  func aWorkerStopsAtOnceWhenItsParentIsKilled() async throws {
    let folder = try TemporaryFolder()
    let parent = try Self.startUserListRun(size: 100_000, rounds: 2, in: folder)
    defer { if parent.isRunning { parent.terminate() } }
    let worker = try #require(try await Self.firstWorker(of: parent), "no worker started")
    kill(parent.processIdentifier, SIGKILL)
    let gone = try await PatternBenchProcess.onItsOwnThread {
      parent.waitUntilExit()
      return Self.poll(seconds: 3) { () -> Bool? in
        // A dead worker nobody reaped yet is a zombie (Z): it runs no more.
        let state = Self.processes().first { $0.id == worker.id }?.state
        return state == nil || state?.hasPrefix("Z") == true ? true : nil
      }
    }
    if gone == nil { kill(worker.id, SIGKILL) }
    #expect(gone == true, "the worker ran on after its parent was killed")
  }

  /// A worker killed by SIGHUP ends with status 1, as one whose run stalled exits: the parent
  /// tells them apart by the reason, says which signal ended it, and runs the round itself
  /// rather than stop.
  @Test(.timeLimit(.minutes(2)))
  func aWorkerKilledByASignalIsNotTakenForAStalledOne() async throws {
    let folder = try TemporaryFolder()
    let errors = Pipe()
    let parent = try Self.startUserListRun(size: 1_000, rounds: 1, in: folder, errors: errors)
    defer { if parent.isRunning { parent.terminate() } }
    let worker = try #require(try await Self.firstWorker(of: parent), "no worker started")
    kill(worker.id, SIGHUP)
    let said = try await PatternBenchProcess.onItsOwnThread {
      let data = errors.fileHandleForReading.readDataToEndOfFile()
      parent.waitUntilExit()
      return String(decoding: data, as: UTF8.self)
    }
    #expect(parent.terminationStatus == BenchExit.success, "\(said)")
    #expect(
      said.contains("the worker of round 1 was ended by signal 1 (SIGHUP); it runs here"),
      "\(said)")
    #expect(!said.contains("stalled"), "\(said)")
  }

  /// Starts `pattern-bench` timing `userlist.load` at `size` rows for `rounds` rounds in
  /// `folder`, each round in a worker, its standard error going to `errors` (discarded when
  /// `nil`).
  static func startUserListRun(
    size: Int, rounds: Int, in folder: TemporaryFolder, errors: Pipe? = nil
  ) throws -> Process {
    let executable = try #require(PatternBenchProcess.executable, "pattern-bench is not built")
    let parent = Process()
    parent.executableURL = executable
    parent.currentDirectoryURL = folder.url
    parent.arguments = [
      "--suite", "scenarios", "--filter", "userlist.load", "--sizes", "\(size)",
      "--iterations", "1000", "--repeat", "\(rounds)", "--output", "out.txt",
    ]
    parent.standardOutput = FileHandle.nullDevice
    parent.standardError = errors ?? FileHandle.nullDevice
    parent.standardInput = FileHandle.nullDevice
    try parent.run()
    return parent
  }

  /// The first worker `parent` starts, waited for up to a minute; `nil` when none started.
  static func firstWorker(of parent: Process) async throws -> (
    id: pid_t, parent: pid_t, state: String, command: String
  )? {
    try await PatternBenchProcess.onItsOwnThread {
      Self.poll(seconds: 60) {
        Self.processes().first {
          $0.parent == parent.processIdentifier && $0.command.contains("--worker-round")
        }
      }
    }
  }

  /// Every process: its id, its parent's, its state and its command line, as `ps` (macOS and
  /// Linux) lists them.
  static func processes() -> [(id: pid_t, parent: pid_t, state: String, command: String)] {
    let ps = Process()
    ps.executableURL = URL(fileURLWithPath: "/bin/sh")
    ps.arguments = ["-c", "ps -A -o pid= -o ppid= -o stat= -o args="]
    let output = Pipe()
    ps.standardOutput = output
    guard (try? ps.run()) != nil else { return [] }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    ps.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ", maxSplits: 3)
      guard fields.count == 4, let id = pid_t(fields[0]), let parent = pid_t(fields[1]) else {
        return nil
      }
      return (id, parent, String(fields[2]), String(fields[3]))
    }
  }

  /// The first non-nil answer of `probe`, asked every 20 ms for up to `seconds`.
  static func poll<T>(seconds: Double, _ probe: () -> T?) -> T? {
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
      if let answer = probe() { return answer }
      usleep(20_000)
    } while Date() < deadline
    return nil
  }
}
