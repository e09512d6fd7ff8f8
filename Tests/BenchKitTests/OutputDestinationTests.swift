import Foundation
import Testing

@testable import BenchKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Destinations in a temporary folder: pipes are made with mkfifo and links point inside it.
/// The only device touched is /dev/full, and only once the check has said it is written in
/// place (never replaced); the test that needs it runs where it exists (Linux; macOS has none).
@Suite struct OutputDestinationTests {
  /// Whether this system has `/dev/full`, the device whose every write fails with `ENOSPC`:
  /// Linux has it, macOS does not.
  static let hasFullDevice = FileManager.default.fileExists(atPath: "/dev/full")

  @Test func aRegularFileIsReplacedWholeAndKeepsItsPermissions() throws {
    let folder = try TemporaryFolder()
    try folder.write("old text that is longer than the new one", to: "a.json")
    #expect(chmod(folder.path("a.json"), 0o600) == 0)
    let destination = try OutputDestination.check(folder.path("a.json"), option: "--output")
    #expect(destination.kind == .regularFile)
    try destination.write("new")
    #expect(try folder.read("a.json") == "new")
    #expect(folder.permissions("a.json") == 0o600)
    #expect(try folder.names() == ["a.json"], "no temporary file is left behind")
  }

  @Test func aNewFileIsCreatedInAnExistingFolderOnly() throws {
    let folder = try TemporaryFolder()
    let destination = try OutputDestination.check(folder.path("new.json"), option: "--output")
    #expect(destination.kind == .newFile)
    #expect(!folder.exists("new.json"), "checking writes nothing")
    try destination.write("{}")
    #expect(try folder.read("new.json") == "{}")
    #expect {
      _ = try OutputDestination.check(folder.path("missing/new.json"), option: "--report")
    } throws: { error in
      (error as? OutputError)?.description
        == "--report '\(folder.path("missing/new.json"))' cannot be written: the folder "
        + "'\(folder.path("missing"))' does not exist"
    }
  }

  @Test func aLinkIsWrittenThroughAndStaysALink() throws {
    let folder = try TemporaryFolder()
    try folder.write("old", to: "target.json")
    try folder.link("link.json", to: "target.json")
    let destination = try OutputDestination.check(folder.path("link.json"), option: "--output")
    try destination.write("new")
    #expect(try folder.read("target.json") == "new")
    #expect(folder.fileType("link.json") == S_IFLNK)
  }

  @Test func aLinkToNothingCreatesItsTarget() throws {
    let folder = try TemporaryFolder()
    try folder.link("link.json", to: "target.json")
    let destination = try OutputDestination.check(folder.path("link.json"), option: "--output")
    #expect(destination.kind == .newFile)
    try destination.write("new")
    #expect(try folder.read("target.json") == "new")
    #expect(folder.fileType("link.json") == S_IFLNK)
  }

  @Test func aPipeIsWrittenInPlaceAndStaysAPipe() throws {
    let folder = try TemporaryFolder()
    let fifo = folder.path("results.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    let destination = try OutputDestination.check(fifo, option: "--output")
    #expect(destination.kind == .inPlace)
    let reader = PipeReader(path: fifo)
    do {
      try destination.write("through the pipe\n")
    } catch {
      reader.unblock()
      throw error
    }
    #expect(reader.text(timeout: .seconds(10)) == "through the pipe\n")
    #expect(folder.fileType("results.fifo") == S_IFIFO)
  }

  @Test(.enabled(if: hasFullDevice, "needs /dev/full, which Linux has and macOS does not"))
  func aFullDeviceGivesTheSystemsReasonAndTheIOStatus() throws {
    let destination = try OutputDestination.check("/dev/full", option: "--output")
    // NB: only a destination written in place may be tried here: it is opened, never replaced.
    try #require(destination.kind == .inPlace)
    #expect {
      try destination.write("results")
    } throws: { error in
      guard let error = error as? OutputError else { return false }
      return error.description == "could not write --output '/dev/full': No space left on device"
        && error.exitStatus == BenchExit.ioFailure
    }
  }

  @Test func aFolderASocketAndAReadOnlyFileAreRefusedAndLeftAlone() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("folder"), withIntermediateDirectories: false)
    let socketFile = try folder.makeSocket("bench.sock")
    defer { close(socketFile) }
    try folder.write("keep", to: "read-only.json")
    #expect(chmod(folder.path("read-only.json"), 0o444) == 0)
    for (name, problem) in [
      ("folder", "a folder, not a file"), ("bench.sock", "a socket, not a file"),
      ("read-only.json", "a read-only file"),
    ] {
      #expect {
        _ = try OutputDestination.check(folder.path(name), option: "--report")
      } throws: { error in
        guard let error = error as? OutputError else { return false }
        return error.description.contains("cannot be written: \(problem)")
          && error.exitStatus == BenchExit.usage
      }
    }
    #expect(try folder.read("read-only.json") == "keep")
    #expect(folder.fileType("bench.sock") == S_IFSOCK)
    #expect(folder.fileType("folder") == S_IFDIR)
  }

  @Test func oneFileNamedTwiceIsACollisionHoweverItIsSpelled() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("sub"), withIntermediateDirectories: false)
    try folder.write("old", to: "a.json")
    try folder.link("link.json", to: "a.json")
    #expect(link(folder.path("a.json"), folder.path("hard.json")) == 0)
    let pairs = [
      ("new.json", "sub/../new.json"), ("new.json", "./new.json"), ("a.json", "link.json"),
      ("a.json", "hard.json"),
    ]
    for (first, second) in pairs {
      let destinations = [
        try OutputDestination.check(folder.path(first), option: "--output"),
        try OutputDestination.check(folder.path(second), option: "--report"),
      ]
      #expect(throws: OutputError.self, "\(first) and \(second)") {
        try OutputDestination.rejectCollisions(destinations)
      }
    }
    let apart = [
      try OutputDestination.check(folder.path("a.json"), option: "--output"),
      try OutputDestination.check(folder.path("new.json"), option: "--report"),
    ]
    try OutputDestination.rejectCollisions(apart)
  }

  @Test func standardOutputTwiceIsACollision() throws {
    let destinations = [
      try OutputDestination.check("-", option: "--output"),
      try OutputDestination.check("-", option: "--report"),
    ]
    #expect {
      try OutputDestination.rejectCollisions(destinations)
    } throws: { error in
      (error as? OutputError)?.description
        == "standard output (--report) is the same file as standard output (--output): each "
        + "must go to a file of its own"
    }
  }
}

/// Reads a FIFO to its end on another thread, as the program at the other end of a pipe would.
final class PipeReader: @unchecked Sendable {
  // NB: @unchecked: `received` is written once on the reading thread before `done` is
  // signalled, and read only after waiting for `done`.
  private var received: String?
  private let done = DispatchSemaphore(value: 0)
  private let path: String

  init(path: String) {
    self.path = path
    Thread.detachNewThread { [self] in
      let handle = FileHandle(forReadingAtPath: path)
      received = handle.map { String(decoding: $0.readDataToEndOfFile(), as: UTF8.self) }
      try? handle?.close()
      done.signal()
    }
  }

  /// What was read, once the writer closed its end; `nil` after `timeout`.
  func text(timeout: Duration) -> String? {
    guard done.wait(timeout: .now() + Double(timeout.components.seconds)) == .success else {
      unblock()
      return nil
    }
    return received
  }

  /// Opens and closes the writing end, so a reader still waiting for a writer sees the end.
  func unblock() {
    let descriptor = open(path, O_WRONLY | O_NONBLOCK)
    if descriptor >= 0 { close(descriptor) }
  }
}
