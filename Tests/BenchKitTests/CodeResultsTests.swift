import Foundation
import Testing

@testable import BenchKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finding the package whose code is counted (`--sources`): a folder of the layout that is not
/// there is named missing, one that is there but cannot be reached is named with the system's
/// reason.
@Suite struct CodeResultsTests {
  /// The error `CodeResults.root` throws for the package in `folder`, with the layout of
  /// ``CodeTreeTests``, whose one folder is `Sources/S`.
  static func problem(in folder: TemporaryFolder) -> CodeTreeError? {
    do {
      _ = try CodeResults.root(folder.url.path, callerFile: #filePath, layout: CodeTreeTests.layout)
      return nil
    } catch {
      return error
    }
  }

  @Test func aPackageWithTheLayoutsFoldersIsTheRoot() throws {
    let folder = try CodeTreeTests.tree()
    #expect(
      try CodeResults.root(folder.url.path, callerFile: #filePath, layout: CodeTreeTests.layout)
        .path == folder.url.path)
  }

  @Test func aFolderThatIsNotThereIsNamedAsMissing() throws {
    let folder = try TemporaryFolder()
    #expect(Self.problem(in: folder) == .missingFolder(folder.path("Sources/S")))
  }

  /// A loop of symbolic links stops every user, root included.
  @Test func aFolderThatIsALoopOfLinksIsNamedAsUnreadableNotMissing() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("Sources"), withIntermediateDirectories: false)
    try folder.link("Sources/S", to: folder.path("Sources/S"))
    #expect(
      Self.problem(in: folder)
        == .unreadableFolder(folder.path("Sources/S"), OutputDestination.systemReason(ELOOP)))
  }

  /// Root reaches any folder whatever its permissions, so the case needs another user; the
  /// loop above takes the same path for root.
  @Test(.enabled(if: geteuid() != 0, "root reaches a folder without permissions"))
  func aFolderInsideAnUnsearchableOneIsNamedAsUnreadableNotMissing() throws {
    let folder = try CodeTreeTests.tree()
    #expect(chmod(folder.path("Sources"), 0) == 0)
    defer { chmod(folder.path("Sources"), 0o755) }
    #expect(
      Self.problem(in: folder)
        == .unreadableFolder(folder.path("Sources/S"), OutputDestination.systemReason(EACCES)))
  }
}
