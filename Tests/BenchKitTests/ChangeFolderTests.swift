import Foundation
import PatternStudyBench
import Testing

@testable import BenchKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading the changes folder: only a patch that is not there leaves its part untouched;
/// a patch that cannot be read, is not a diff or is misnamed stops the suite, naming the file,
/// instead of counting 0 for its arm.
@Suite(.threadOfItsOwn) struct ChangeFolderTests {
  static let change = "Benchmarks/Changes/01-banner"

  /// A package root holding `ProfileView.swift` and one change, `01-banner`, whose `mvp.patch`
  /// applies.
  static func root() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for path in ["Sources/MVP/Profile", change] {
      try FileManager.default.createDirectory(
        at: folder.url.appendingPathComponent(path), withIntermediateDirectories: true)
    }
    try folder.write(ChangePatchTests.view, to: ChangePatchTests.path)
    try folder.write(ChangePatchTests.requirement, to: "\(change)/CHANGE.md")
    try folder.write(ChangePatchTests.patch, to: "\(change)/mvp.patch")
    return folder
  }

  /// The changes read under `folder`'s root, or the error's message.
  static func read(_ folder: TemporaryFolder, git: URL? = GitApply.locate()) -> Result<
    (changes: [ChangeCost], problems: [String]), ChangeError
  > {
    Result { () throws(ChangeError) in
      try ChangeCost.read(root: folder.url, layout: .presentationPatterns, git: git)
    }
  }

  static func message(_ folder: TemporaryFolder) -> String? {
    if case .failure(let error) = read(folder) { error.description } else { nil }
  }

  @Test func anAbsentPatchLeavesItsPartUntouched() throws {
    let folder = try Self.root()
    let (changes, problems) = try Self.read(folder).get()
    #expect(problems.isEmpty)
    #expect(changes.first?.shapes.first?.logic == LineChange(added: 1, removed: 0))
    #expect(changes.first?.shapes.dropFirst().allSatisfy { $0.files.isEmpty } == true)
  }

  /// `MVP.patch` (or any `.patch` that names no part) is no part the suite reads: an error
  /// naming it, never mvp's cost counted 0.
  @Test(arguments: ["MVP.patch", "presenter.patch", "mvp-Observation.patch"])
  func aMisnamedPatchIsAnErrorNamingIt(name: String) throws {
    let folder = try Self.root()
    try FileManager.default.removeItem(
      at: folder.url.appendingPathComponent("\(Self.change)/mvp.patch"))
    try folder.write(ChangePatchTests.patch, to: "\(Self.change)/\(name)")
    #expect(
      Self.message(folder)
        == "\(Self.change)/\(name) names no part of the code layout: a change's patches are "
        + "shared.patch, mvp.patch, mvvm.patch, mvvm-state.patch, mvp-observation.patch, "
        + "mvvm-observation.patch")
  }

  /// A patch is read as a source is (CodeTreeTests has every reason's words): a named pipe is
  /// refused without waiting for a writer.
  @Test(.timeLimit(.minutes(1)))
  func aPatchThatIsANamedPipeIsAnErrorWithoutWaitingForAWriter() throws {
    let folder = try Self.root()
    #expect(mkfifo(folder.path("\(Self.change)/mvvm.patch"), 0o644) == 0)
    #expect(
      Self.message(folder) == "cannot read \(Self.change)/mvvm.patch: a named pipe, not a file")
  }

  /// Text that holds no diff is not a patch (git: "No valid patches in input").
  @Test(arguments: ["not a diff\n", "\n", "Fix the banner.\n\n--- a/x\n"])
  func aPatchThatIsNoDiffIsAnErrorNamingIt(text: String) throws {
    let folder = try Self.root()
    try folder.write(text, to: "\(Self.change)/mvvm.patch")
    let message = try #require(Self.message(folder))
    #expect(
      message.hasPrefix("\(Self.change)/mvvm.patch is not a patch git apply can read: "),
      "\(message)")
  }

  /// A part that does not apply leaves its change out, but never hides another part that is
  /// no patch: every part is read, and the one git cannot read is the error.
  @Test func aPatchThatIsNoDiffIsAnErrorEvenWhenAnotherPartDoesNotApply() throws {
    let folder = try Self.root()
    let gone = "Sources/MVP/Profile/Gone.swift"
    try folder.write(
      """
      diff --git a/\(gone) b/\(gone)
      --- a/\(gone)
      +++ b/\(gone)
      @@ -1 +1,2 @@
       let a = 1
      +let b = 2

      """, to: "\(Self.change)/shared.patch")
    let (changes, problems) = try Self.read(folder).get()
    #expect(changes.isEmpty)
    #expect(problems.count == 1 && problems[0].contains("shared.patch does not apply"))
    try folder.write("not a diff\n", to: "\(Self.change)/mvvm.patch")
    let message = try #require(Self.message(folder))
    #expect(
      message.hasPrefix("\(Self.change)/mvvm.patch is not a patch git apply can read: "),
      "\(message)")
  }

  /// An empty file is no patch, as `.ci/changes` reads it: the part is untouched.
  @Test func anEmptyPatchLeavesItsPartUntouched() throws {
    let folder = try Self.root()
    try folder.write("", to: "\(Self.change)/mvvm.patch")
    let (changes, problems) = try Self.read(folder).get()
    #expect(problems.isEmpty && changes.count == 1)
  }

  @Test func aChangeWithoutItsRequirementIsAnErrorNamingIt() throws {
    let folder = try Self.root()
    try FileManager.default.removeItem(
      at: folder.url.appendingPathComponent("\(Self.change)/CHANGE.md"))
    #expect(Self.message(folder) == "\(Self.change) has no CHANGE.md")
    try folder.write("# Title\n", to: "\(Self.change)/CHANGE.md")
    #expect(Self.message(folder) == "\(Self.change)/CHANGE.md has no 'Tests: `REGEX`' line")
  }

  /// A change folder that cannot be searched is an error naming what it holds, never a change
  /// without its requirement, nor a part left untouched. Root searches any folder, so the case
  /// needs another user.
  @Test(.enabled(if: geteuid() != 0, "root searches a folder without permissions"))
  func aChangeFolderWithoutPermissionIsAnErrorNamingItsRequirement() throws {
    let folder = try Self.root()
    #expect(chmod(folder.path(Self.change), 0) == 0)
    defer { chmod(folder.path(Self.change), 0o755) }
    #expect(
      Self.message(folder) == "cannot read \(Self.change)/CHANGE.md: no permission to read it")
  }

  @Test func aMissingChangesFolderIsAnErrorNamingIt() throws {
    let folder = try Self.root()
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Benchmarks"))
    #expect(
      Self.message(folder)
        == "cannot read Benchmarks/Changes: no such folder, which the code layout names")
  }

  /// Windows line endings in CHANGE.md: its title and `Tests:` line are read (it used to have
  /// "no Tests: line").
  @Test(arguments: ["\r\n", "\r"])
  func aRequirementWithOtherLineEndingsIsRead(ending: String) throws {
    let folder = try Self.root()
    try folder.write(
      ChangePatchTests.requirement.replacingOccurrences(of: "\n", with: ending),
      to: "\(Self.change)/CHANGE.md")
    let change = try #require(try Self.read(folder).get().changes.first)
    #expect(change.title == "Profile: dismiss the error")
    #expect(change.tests == "Banner")
    #expect(change.requirement.isEmpty)
  }

  /// Without git, no change is measured, and one line says why: never a cost of 0.
  @Test func withoutGitTheChangesAreNotMeasuredAndOneLineSaysWhy() throws {
    let folder = try Self.root()
    let (changes, problems) = try Self.read(folder, git: nil).get()
    #expect(changes.isEmpty)
    #expect(
      problems == [
        "the requirement changes, which git apply applies: git is not on PATH"
      ])
    #expect(GitApply.locate(in: ["PATH": folder.url.path]) == nil)
    let absent = folder.url.appendingPathComponent("no-git")
    let (_, started) = try Self.read(folder, git: absent).get()
    #expect(started.count == 1 && started[0].contains("\(absent.path) cannot be started"))
  }
}
