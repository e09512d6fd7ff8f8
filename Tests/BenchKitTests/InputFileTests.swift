import Foundation
import Testing

@testable import BenchKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Inputs (`--compare`, `--check-results`) are read to their end, up to a limit, whatever they
/// are, and a failure names its real reason.
@Suite struct InputFileTests {
  @Test func aPipeIsReadToItsEnd() throws {
    let folder = try TemporaryFolder()
    let fifo = folder.path("input.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    let text = String(repeating: "line of text\n", count: 10_000)  // more than a pipe holds
    let writer = Thread {
      let handle = FileHandle(forWritingAtPath: fifo)
      handle?.write(Data(text.utf8))
      try? handle?.close()
    }
    writer.start()
    #expect(try InputFile.text(at: fifo, option: "--check-results", limit: 1 << 20) == text)
  }

  @Test func eachFailureNamesItsReason() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("folder"), withIntermediateDirectories: false)
    try Data([0x66, 0xff, 0x0a]).write(to: folder.url.appendingPathComponent("binary.md"))
    var cases = [
      (folder.path("missing.md"), "No such file or directory"),
      (folder.path("folder"), "a folder, not a file"),
      (folder.path("binary.md"), "not UTF-8 text"),
    ]
    // Root reads a file without a read permission bit, so the case needs another user.
    if geteuid() != 0 {
      try folder.write("secret", to: "secret.md")
      #expect(chmod(folder.path("secret.md"), 0o200) == 0)
      cases.append((folder.path("secret.md"), "Permission denied"))
    }
    for (path, reason) in cases {
      #expect {
        _ = try InputFile.text(at: path, option: "--check-results", limit: 1 << 20)
      } throws: { error in
        (error as? InputFileError)?.description
          == "--check-results cannot read '\(path)': \(reason)"
      }
    }
  }

  /// A file of exactly the limit is read; one byte more, or a device that never ends, is
  /// refused once the limit is passed, without reading it to its end.
  @Test func anInputPastItsLimitIsRefusedAndAnEndlessOneIsNotReadToItsEnd() throws {
    let folder = try TemporaryFolder()
    try folder.write(String(repeating: "a", count: 100), to: "hundred.md")
    let path = folder.path("hundred.md")
    #expect(try InputFile.text(at: path, option: "--check-results", limit: 100).count == 100)
    #expect(throws: InputFileError.tooLarge(option: "--check-results", path: path, limit: 99)) {
      try InputFile.text(at: path, option: "--check-results", limit: 99)
    }
    #expect(
      InputFileError.tooLarge(option: "--compare", path: "/dev/zero", limit: 64 << 20)
        .description
        == "--compare cannot read '/dev/zero': it holds more than 64 MiB, the most --compare "
        + "reads")
    #expect(throws: InputFileError.tooLarge(option: "--compare", path: "/dev/zero", limit: 4096)) {
      try InputFile.data(at: "/dev/zero", option: "--compare", limit: 4096)
    }
  }
}
