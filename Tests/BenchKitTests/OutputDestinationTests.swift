import Foundation
import Testing

@testable import BenchKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Destinations in a temporary folder: FIFOs are made with mkfifo and links point inside it.
/// The only devices named are /dev/null, written in place, and /dev/zero, refused (Linux and
/// macOS both have them).
@Suite struct OutputDestinationTests {
  @Test func aRegularFileIsReplacedWhole() throws {
    let folder = try TemporaryFolder()
    try folder.write("old text that is longer than the new one", to: "a.json")
    let before = folder.inode("a.json")
    let destination = try OutputDestination.check(folder.path("a.json"), option: "--output")
    try destination.write("new")
    #expect(try folder.read("a.json") == "new")
    #expect(folder.inode("a.json") != before, "replaced, not written in place")
    #expect(try folder.names() == ["a.json"], "no temporary file is left behind")
  }

  @Test func aNewFileIsCreatedInAnExistingFolderOnly() throws {
    let folder = try TemporaryFolder()
    let destination = try OutputDestination.check(folder.path("new.json"), option: "--output")
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

  @Test func theTemporaryFileGoesInTheFolderOfThePath() {
    #expect(OutputDestination.folder(of: "a.json") == ".")
    #expect(OutputDestination.folder(of: "/a.json") == "/")
    #expect(OutputDestination.folder(of: "out/a.json") == "out")
  }

  /// `..` after a link goes up from where the link leads, as the system resolves it: `deep/..`
  /// is `other` when `deep` leads to `other/sub`.
  @Test func aPathIsResolvedThroughItsLinks() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("other/sub"), withIntermediateDirectories: true)
    try folder.link("deep", to: "other/sub")
    let real = try #require(OutputDestination.resolved(folder.path(".")))
    #expect(OutputDestination.resolved(folder.path("deep/../a.json")) == real + "/other/a.json")
    #expect(
      OutputDestination.resolved(folder.path("other/sub/../a.json")) == real + "/other/a.json")
    #expect(OutputDestination.resolved(folder.path("a.json")) == real + "/a.json")
    #expect(OutputDestination.resolved(folder.path("missing/a.json")) == nil)
  }

  /// The standard streams are written as streams; one that was closed when the command
  /// started (and now holds /dev/null) is refused with the I/O status, naming it.
  @Test func aStandardStreamIsAStreamAndAClosedOneIsRefused() throws {
    for (path, descriptor) in [("-", Int32(1)), ("/dev/stdout", 1), ("/dev/stderr", 2)] {
      #expect(try OutputDestination.check(path, option: "--output").kind == .stream(descriptor))
      #expect {
        _ = try OutputDestination.check(path, option: "--output", closed: [descriptor])
      } throws: { error in
        guard let error = error as? OutputError else { return false }
        return error == .streamClosed(option: "--output", descriptor: descriptor)
          && error.exitStatus == BenchExit.ioFailure
      }
    }
    #expect(
      OutputError.streamClosed(option: "--output", descriptor: 2).description
        == "--output: standard error (descriptor 2) is closed; give a file with --output")
  }

  @Test func aFolderASocketADeviceAReadOnlyFileADanglingLinkAndNoPathAreRefusedAndLeftAlone()
    throws
  {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("folder"), withIntermediateDirectories: false)
    let socketFile = try folder.makeSocket("bench.sock")
    defer { close(socketFile) }
    try folder.link("dangling.json", to: "nothing.json")
    try folder.link("folder-link", to: "folder")
    try folder.write("keep", to: "read-only.json")
    #expect(chmod(folder.path("read-only.json"), 0o444) == 0)
    for (path, problem) in [
      (folder.path("folder"), "a folder, not a regular file"),
      (folder.path("folder-link"), "a folder, not a regular file"),
      (folder.path("bench.sock"), "a socket, not a regular file"),
      ("/dev/zero", "a device, not a regular file"),
      (folder.path("read-only.json"), "a read-only file"),
      (folder.path("dangling.json"), "a symbolic link to nothing ('nothing.json')"),
      ("", "an empty path"),
    ] {
      #expect {
        _ = try OutputDestination.check(path, option: "--report")
      } throws: { error in
        guard let error = error as? OutputError else { return false }
        return error.description.hasPrefix("--report '\(path)' cannot be written: \(problem)")
          && error.exitStatus == BenchExit.usage
      }
    }
    #expect(try folder.read("read-only.json") == "keep")
    #expect(folder.fileType("bench.sock") == S_IFSOCK)
    #expect(folder.fileType("folder") == S_IFDIR)
    #expect(folder.fileType("dangling.json") == S_IFLNK)
    #expect(!folder.exists("nothing.json"))
  }

  /// As a shell's `>` and `cp` do: the file a chain of links leads to is replaced, whole, in
  /// its own folder (where the temporary file goes); the links stay.
  @Test func aLinkIsWrittenThroughAndStaysALink() throws {
    let folder = try TemporaryFolder()
    for name in ["data", "links"] {
      try FileManager.default.createDirectory(
        atPath: folder.path(name), withIntermediateDirectories: false)
    }
    try folder.write("old text that is longer than the new one", to: "data/a.json")
    let before = folder.inode("data/a.json")
    try folder.link("links/first.json", to: "../data/a.json")
    try folder.link("links/second.json", to: "first.json")
    let destination = try OutputDestination.check(
      folder.path("links/second.json"), option: "--output")
    try destination.write("new")
    #expect(try folder.read("data/a.json") == "new")
    #expect(folder.inode("data/a.json") != before, "replaced, not written in place")
    #expect(folder.fileType("links/first.json") == S_IFLNK)
    #expect(folder.fileType("links/second.json") == S_IFLNK)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("data")) == ["a.json"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("links")).sorted() == [
        "first.json", "second.json",
      ])
  }

  /// A FIFO is written in place, as a shell's `>` writes it: its reader gets the text.
  @Test func aFIFOIsWrittenInPlaceAndStaysAFIFO() throws {
    let folder = try TemporaryFolder()
    #expect(mkfifo(folder.path("results.fifo"), 0o600) == 0)
    try folder.link("fifo-link", to: "results.fifo")
    for path in [folder.path("results.fifo"), folder.path("fifo-link")] {
      // Open for reading first, without waiting for a writer; the text fits the pipe's buffer.
      let reader = open(folder.path("results.fifo"), O_RDONLY | O_NONBLOCK)
      #expect(reader >= 0)
      defer { close(reader) }
      let destination = try OutputDestination.check(path, option: "--output")
      try destination.write("through the pipe")
      #expect(readAll(fromFIFO: reader) == "through the pipe")
    }
    #expect(folder.fileType("results.fifo") == S_IFIFO)
    #expect(try folder.names() == ["fifo-link", "results.fifo"], "no temporary file")
  }

  /// A folder this process may not write cannot take the temporary file: refused before the
  /// run. Root writes any folder but procfs's, which only Linux has.
  @Test(.enabled(if: geteuid() != 0 || hasProc, "root may write any folder here"))
  func aNewFileInAFolderThatCannotTakeItIsRefused() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("locked"), withIntermediateDirectories: false)
    #expect(chmod(folder.path("locked"), 0o555) == 0)
    let locked = geteuid() == 0 ? "/proc/self" : folder.path("locked")
    #expect {
      _ = try OutputDestination.check(locked + "/new.json", option: "--output")
    } throws: { error in
      let text = (error as? OutputError)?.description ?? ""
      return text.hasPrefix("--output '\(locked)/new.json' cannot be written: the folder '")
        && text.contains("' is not writable")
    }
  }

  /// Whether this system has procfs (Linux does, macOS does not).
  static let hasProc = FileManager.default.fileExists(atPath: "/proc/self")

  @Test func aDestinationThatBecameAFolderAfterItsCheckIsNotWritten() throws {
    let folder = try TemporaryFolder()
    try folder.write("old", to: "a.json")
    let destination = try OutputDestination.check(folder.path("a.json"), option: "--output")
    try FileManager.default.removeItem(atPath: folder.path("a.json"))
    try FileManager.default.createDirectory(
      atPath: folder.path("a.json"), withIntermediateDirectories: false)
    #expect(throws: OutputError.self) { try destination.write("new") }
    #expect(folder.fileType("a.json") == S_IFDIR)
    #expect(try folder.names() == ["a.json"], "no temporary file is left behind")
  }

  @Test func aFileNameOfTheLongestLengthIsWrittenThroughAShortTemporaryName() throws {
    let folder = try TemporaryFolder()
    let name = String(repeating: "r", count: 250) + ".json"  // NAME_MAX is 255 on both systems
    let destination = try OutputDestination.check(folder.path(name), option: "--output")
    try destination.write("{}")
    #expect(try folder.read(name) == "{}")
    #expect(try folder.names() == [name], "no temporary file is left behind")
  }

  @Test func devNullIsWrittenInPlace() throws {
    let destination = try OutputDestination.check("/dev/null", option: "--output")
    try destination.write("discarded")
    var status = stat()
    #expect(lstat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
  }

  /// The results page is one of the outputs, and the only one whose writing is said.
  @Test func everyOutputIsWrittenAndTheResultsPageIsSaid() throws {
    let folder = try TemporaryFolder()
    let options = try BenchOptions.parse([
      "--output", folder.path("r.json"), "--format", "json", "--report", folder.path("r.html"),
      "--save-baseline", folder.path("b.json"), "--write-results", folder.path("RESULTS.md"),
    ])
    var said: [String] = []
    let written = try BenchOutputs(options: options).write(Fixtures.results) {
      said.append($0)
    }
    #expect(written)
    #expect(said == ["wrote \(folder.path("RESULTS.md"))"])
    #expect(try folder.names() == ["RESULTS.md", "b.json", "r.html", "r.json"])
    #expect(try folder.read("r.json") == folder.read("b.json"))
    #expect(try folder.read("r.html").contains("<html"))
  }
}
