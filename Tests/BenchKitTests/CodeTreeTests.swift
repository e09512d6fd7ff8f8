import Comparison
import Foundation
import Testing

@testable import BenchKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading the sources a layout names: a file that is not a readable regular file of UTF-8
/// text is named with the reason in the suite's own words, and none is opened before its type
/// is known (a named pipe would wait for a writer forever).
@Suite struct CodeTreeTests {
  /// One screen, one shape, every Swift file of `Sources/S/`.
  static let layout = CodeLayout(
    screens: ["S"],
    shapes: [.init(id: "a", pattern: .mvp, logic: ["Sources/S/*.swift"], view: [], tests: [])])

  /// A folder holding `Sources/S/Good.swift`.
  static func tree() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("Sources/S"), withIntermediateDirectories: true)
    try folder.write("let a = 1\n", to: "Sources/S/Good.swift")
    return folder
  }

  /// The message `CodeTree.read` throws for the tree in `folder`.
  static func problem(in folder: TemporaryFolder) -> String? {
    do {
      _ = try CodeTree.read(root: folder.url, layout: layout)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func aReadableTreeIsReadWhole() throws {
    let folder = try Self.tree()
    let tree = try CodeTree.read(root: folder.url, layout: Self.layout)
    #expect(tree.files == ["Sources/S/Good.swift": "let a = 1\n"])
  }

  /// A folder that cannot be listed is said to be unreadable, with the system's reason, never
  /// missing: the layout's own folder, or a folder under it whose files would be left out.
  /// Root lists any folder, so the case needs another user.
  @Test(.enabled(if: geteuid() != 0, "root reads a folder without permissions"))
  func anUnreadableFolderIsNamedAsUnreadableNotMissing() throws {
    let folder = try Self.tree()
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("Sources/S/Deeper"), withIntermediateDirectories: true)
    for (locked, listed) in [("Sources/S/Deeper", "Sources/S/Deeper"), ("Sources", "Sources/S")] {
      #expect(chmod(folder.path(locked), 0) == 0)
      defer { chmod(folder.path(locked), 0o755) }
      #expect(
        Self.problem(in: folder)
          == "cannot read the folder \(folder.path(listed)): Permission denied")
    }
  }

  /// The same case for every user, root included: a folder that is a loop of symbolic links
  /// exists but cannot be listed, and is named with the system's reason.
  @Test func aFolderThatIsALoopOfLinksIsNamedAsUnreadableNotMissing() throws {
    let folder = try Self.tree()
    try FileManager.default.removeItem(atPath: folder.path("Sources/S"))
    try folder.link("Sources/S", to: folder.path("Sources/S"))
    #expect(
      Self.problem(in: folder)
        == "cannot read the folder \(folder.path("Sources/S")): "
        + OutputDestination.systemReason(ELOOP))
  }

  /// A source larger than the limit is refused unread, naming the limit.
  @Test func aSourceLargerThanTheLimitIsRefused() throws {
    let folder = try Self.tree()
    #expect(truncate(folder.path("Sources/S/Good.swift"), off_t(SourceFile.sizeLimit + 1)) == 0)
    #expect(
      Self.problem(in: folder)
        == "cannot read \(folder.path("Sources/S/Good.swift")): larger than 8 MiB, the most a "
        + "file of the code may hold")
  }

  /// The words of an unreadable folder, and what tells one from a missing one.
  @Test func anUnreadableFolderIsToldFromAMissingOne() throws {
    let folder = try Self.tree()
    #expect(
      CodeTree.folderProblem(folder.path("Missing")) == .missingFolder(folder.path("Missing")))
    #expect(
      CodeTree.folderProblem(folder.path("Sources/S/Good.swift"))
        == .missingFolder(folder.path("Sources/S/Good.swift")))
    #expect(
      CodeTreeError.unreadableFolder("/x/Sources/MVP", "Permission denied").description
        == "cannot read the folder /x/Sources/MVP: Permission denied")
  }

  @Test func aFolderNamedLikeASwiftFileIsNamedAsAFolder() throws {
    let folder = try Self.tree()
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("Sources/S/X.swift"), withIntermediateDirectories: true)
    #expect(
      Self.problem(in: folder)
        == "cannot read \(folder.path("Sources/S/X.swift")): a folder, not a file")
  }

  /// Opening a named pipe for reading waits for a writer: its type is checked first.
  @Test(.timeLimit(.minutes(1)))
  func aNamedPipeIsNamedWithoutWaitingForAWriter() throws {
    let folder = try Self.tree()
    #expect(mkfifo(folder.path("Sources/S/Pipe.swift"), 0o644) == 0)
    #expect(
      Self.problem(in: folder)
        == "cannot read \(folder.path("Sources/S/Pipe.swift")): a named pipe, not a file")
  }

  @Test func aLinkToNothingIsNamed() throws {
    let folder = try Self.tree()
    try folder.link("Sources/S/Gone.swift", to: folder.path("Sources/S/Nothing.swift"))
    #expect(
      Self.problem(in: folder)
        == "cannot read \(folder.path("Sources/S/Gone.swift")): a symbolic link to nothing")
  }

  @Test func textThatIsNotUTF8IsNamed() throws {
    let folder = try Self.tree()
    try Data([0x6C, 0x65, 0x74, 0xFF, 0x0A]).write(
      to: folder.url.appendingPathComponent("Sources/S/Latin.swift"))
    #expect(
      Self.problem(in: folder)
        == "cannot read \(folder.path("Sources/S/Latin.swift")): not UTF-8 text")
  }

  /// Root reads every file whatever its permissions, so the check runs for other users only;
  /// the reason's words are checked for every user below.
  @Test(.enabled(if: geteuid() != 0, "root reads a file without read permission"))
  func aFileWithoutReadPermissionIsNamed() throws {
    let folder = try Self.tree()
    try folder.write("let b = 2\n", to: "Sources/S/Secret.swift")
    #expect(chmod(folder.path("Sources/S/Secret.swift"), 0) == 0)
    #expect(
      Self.problem(in: folder)
        == "cannot read \(folder.path("Sources/S/Secret.swift")): no permission to read it")
  }

  @Test func theSystemsReasonsAreSaidInTheSuitesWords() {
    #expect(SourceFile.Problem(errno: EACCES).description == "no permission to read it")
    #expect(SourceFile.Problem(errno: ENOENT).description == "no such file")
    #expect(SourceFile.Problem(errno: ELOOP).description == "a loop of symbolic links")
  }
}
