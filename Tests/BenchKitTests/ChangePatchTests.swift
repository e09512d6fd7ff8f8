import Foundation
import PatternStudyBench
import Testing

@testable import BenchKit

/// A change's patch is applied by `git apply`, as `.ci/changes` applies it: what git refuses the
/// suite refuses, in git's words; what git applies the suite measures.
@Suite(.threadOfItsOwn) struct ChangePatchTests {
  static let view = "protocol ProfileView {\n  func displayError(_ message: String)\n}\n"

  static let header = """
    diff --git a/Sources/MVP/Profile/ProfileView.swift b/Sources/MVP/Profile/ProfileView.swift
    index 1111111..2222222 100644
    --- a/Sources/MVP/Profile/ProfileView.swift
    +++ b/Sources/MVP/Profile/ProfileView.swift

    """

  /// Adds one requirement (and a comment, which is no code) to `ProfileView`.
  static let patch =
    header + """
      @@ -1,3 +1,5 @@
       protocol ProfileView {
         func displayError(_ message: String)
      +  /// Hides the error banner.
      +  func hideError()
       }

      """

  static let requirement = "# Profile: dismiss the error\n\nTests: `Banner`\n"

  /// `patch` as `mvp.patch` of a change, measured against `files`.
  static func mvp(_ patch: String, files: [String: String] = [path: view]) throws(ChangeError)
    -> PatchCost
  {
    let change = try ChangeCost(
      id: "01-x", requirement: requirement, patches: ["mvp": patch],
      layout: .presentationPatterns, file: { files[$0] })
    return change.shapes[0]
  }

  static let path = "Sources/MVP/Profile/ProfileView.swift"

  /// Whether `body` throws an error whose message holds `text`.
  static func fails(saying text: String, _ body: () throws -> Void) -> Bool {
    do {
      try body()
      return false
    } catch {
      return "\(error)".contains(text)
    }
  }

  @Test func aPatchIsMeasuredFromTheFilesBeforeAndAfterGitAppliesIt() throws {
    let mvp = try Self.mvp(Self.patch)
    #expect(mvp.logic == LineChange(added: 1, removed: 0))
    #expect(mvp.files == [Self.path])
    #expect(mvp.gained.requirements == 1)
  }

  /// As `git apply`: lines added or removed above a hunk since the patch was made move it.
  @Test func aHunkAppliesWhereItsLinesMovedTo() throws {
    let patch =
      Self.header + """
        @@ -2,3 +2,4 @@
         protocol ProfileView {
           func displayError(_ message: String)
        +  func hideError()
         }

        """
    let moved = "import MVP\n\n// Moved down by two lines.\n// Profile.\n" + Self.view
    let mvp = try Self.mvp(patch, files: [Self.path: moved])
    #expect(mvp.logic == LineChange(added: 1, removed: 0) && mvp.gained.requirements == 1)
    // A hunk at the first line must stay there, as git applies it.
    #expect(
      Self.fails(saying: "patch does not apply") {
        _ = try Self.mvp(Self.patch, files: [Self.path: moved])
      })
  }

  /// A patch to a file that is not there does not apply, in git's words (ChangeCostTests has
  /// one whose lines changed).
  @Test func aPatchToAFileThatIsNotThereDoesNotApply() {
    #expect(
      Self.fails(saying: "\(Self.path): No such file or directory") {
        _ = try Self.mvp(Self.patch, files: [:])
      })
  }

  /// A "\ No newline at end of file" mark is no line of its hunk, and the lines after it are,
  /// as git reads them.
  @Test func aNoNewlineMarkInsideAHunkIsNoLineOfIt() throws {
    let view = "protocol ProfileView {\n  func displayError(_ message: String)\n}"
    let patch =
      Self.header + """
        @@ -1,3 +1,4 @@
         protocol ProfileView {
           func displayError(_ message: String)
        -}
        \\ No newline at end of file
        +  func hideError()
        +}

        """
    let mvp = try Self.mvp(patch, files: [Self.path: view])
    #expect(mvp.logic == LineChange(added: 2, removed: 1) && mvp.gained.requirements == 1)
  }

  /// A hunk whose header counts one line fewer than it holds: git calls the patch corrupt,
  /// and so does the suite (it used to drop the extra line and measure the rest).
  @Test func aHunkLongerThanItsHeaderIsACorruptPatch() {
    let short = Self.patch.replacingOccurrences(of: "@@ -1,3 +1,5 @@", with: "@@ -1,3 +1,4 @@")
    #expect(
      Self.fails(saying: "corrupt patch") { _ = try Self.mvp(short) })
    let long = Self.patch.replacingOccurrences(of: "@@ -1,3 +1,5 @@", with: "@@ -1,3 +1,9 @@")
    #expect(Self.fails(saying: "corrupt patch") { _ = try Self.mvp(long) })
  }

  /// A patch that creates a file the sources already hold does not apply (it used to be
  /// measured as if the file were new).
  @Test func aNewFileOverAnExistingOneDoesNotApply() {
    let creates = """
      diff --git a/\(Self.path) b/\(Self.path)
      new file mode 100644
      index 0000000..3333333
      --- /dev/null
      +++ b/\(Self.path)
      @@ -0,0 +1 @@
      +protocol ProfileView {}

      """
    #expect(
      Self.fails(saying: "\(Self.path): already exists in working directory") {
        _ = try Self.mvp(creates)
      })
  }

  /// A blank context line whose space an editor stripped: git reads it as context and so does
  /// the suite (it used to refuse the hunk).
  @Test func aBlankContextLineWithoutItsSpaceApplies() throws {
    let view = "protocol ProfileView {\n\n  func displayError(_ message: String)\n}\n"
    let patch =
      Self.header + """
        @@ -1,4 +1,5 @@
         protocol ProfileView {

           func displayError(_ message: String)
        +  func hideError()
         }

        """
    let mvp = try Self.mvp(patch, files: [Self.path: view])
    #expect(mvp.logic == LineChange(added: 1, removed: 0) && mvp.gained.requirements == 1)
  }

  /// A renamed file is measured from its old text to its new one (it used to be "missing").
  @Test func aRenameIsMeasured() throws {
    let newPath = "Sources/MVP/Profile/ProfileDisplay.swift"
    let patch = """
      diff --git a/\(Self.path) b/\(newPath)
      similarity index 70%
      rename from \(Self.path)
      rename to \(newPath)
      index 1111111..2222222 100644
      --- a/\(Self.path)
      +++ b/\(newPath)
      @@ -1,3 +1,4 @@
       protocol ProfileView {
         func displayError(_ message: String)
      +  func hideError()
       }

      """
    let mvp = try Self.mvp(patch)
    #expect(mvp.files == [newPath])
    #expect(mvp.logic == LineChange(added: 1, removed: 0))
    #expect(mvp.gained.requirements == 1 && mvp.gained.types == 0)
  }

  /// Windows line endings: a CRLF patch applies to CRLF files as git applies it, line by line
  /// (it used to be read as one line, its "path" the whole patch).
  @Test func aCRLFPatchIsReadLineByLine() throws {
    let crlf = { (text: String) in text.replacingOccurrences(of: "\n", with: "\r\n") }
    let mvp = try Self.mvp(crlf(Self.patch), files: [Self.path: crlf(Self.view)])
    #expect(mvp.files == [Self.path])
    #expect(mvp.logic == LineChange(added: 1, removed: 0) && mvp.gained.requirements == 1)
    // On LF files, git does not apply it: one line, naming the file.
    do {
      _ = try Self.mvp(crlf(Self.patch))
      Issue.record("a CRLF patch applied to LF files")
    } catch {
      #expect("\(error)".contains("\(Self.path): patch does not apply"))
      #expect(!"\(error)".contains("\n"))
    }
  }

  /// Hunk headers no diff writes: a start past any file (beyond `Int` even) is only where git
  /// starts looking, so the patch applies where its lines are; a count no file holds is a
  /// corrupt patch. Neither traps nor loops (they used to overflow and to search forever).
  @Test(arguments: ["9223372036854775807", "1000000000000000", "99999999999999999999999"])
  func aHunkStartBeyondAnyFileIsWhereGitStartsLooking(start: String) throws {
    let far = Self.patch.replacingOccurrences(
      of: "@@ -1,3 +1,5 @@", with: "@@ -\(start),3 +\(start),5 @@")
    let mvp = try Self.mvp(far)
    #expect(mvp.logic == LineChange(added: 1, removed: 0) && mvp.gained.requirements == 1)
  }

  @Test func aHunkCountBeyondAnyFileIsACorruptPatch() {
    let count = Self.patch.replacingOccurrences(
      of: "@@ -1,3 +1,5 @@", with: "@@ -1,3 +1,99999999999999999999999 @@")
    #expect(Self.fails(saying: "corrupt patch") { _ = try Self.mvp(count) })
    let overflow = Self.patch.replacingOccurrences(
      of: "@@ -1,3 +1,5 @@", with: "@@ -1,9223372036854775807 +1,5 @@")
    #expect(Self.fails(saying: "corrupt patch") { _ = try Self.mvp(overflow) })
  }

  /// Git reads what comes before the first `diff --git` as a message, metadata-like lines
  /// included; so does the suite (a `new file mode` there used to trap).
  @Test func linesBeforeTheFirstFileAreNoPartOfThePatch() throws {
    let preamble = "new file mode 100644\ndeleted file mode 100644\nrename from x\n" + Self.patch
    let mvp = try Self.mvp(preamble)
    #expect(mvp.logic == LineChange(added: 1, removed: 0) && mvp.files == [Self.path])
  }

  /// A path outside the package is refused by git; nothing outside the scratch copy is read
  /// or written.
  @Test func aPathOutsideThePackageIsRefused() {
    let outside = Self.patch.replacingOccurrences(
      of: "Sources/MVP/Profile/ProfileView.swift", with: "../../outside.swift")
    #expect(Self.fails(saying: "mvp.patch") { _ = try Self.mvp(outside) })
  }

  /// git quotes a path with a byte beyond ASCII or a control character (`"a/caf\303\251.swift"`)
  /// and ends a path with a space with a tab: the report shows each file under its own name.
  @Test func aQuotedPathAndAPathWithASpaceAreReadAsGitWritesThem() {
    let patch = """
      diff --git "a/caf\\303\\251.swift" "b/caf\\303\\251.swift"
      --- "a/caf\\303\\251.swift"
      +++ "b/caf\\303\\251.swift"
      @@ -1 +1 @@
      -y
      +y2
      diff --git a/a b.swift b/a b.swift
      --- a/a b.swift\t
      +++ b/a b.swift\t
      @@ -1 +1 @@
      -x
      +x2
      diff --git "a/bell\\a\\r.swift" "b/bell\\a\\r.swift"
      deleted file mode 100644
      --- "a/bell\\a\\r.swift"
      +++ /dev/null
      @@ -1 +0,0 @@
      -z

      """
    #expect(
      UnifiedDiff.showing(patch).map(\.path) == ["café.swift", "a b.swift", "bell\u{07}\r.swift"])
  }
}
