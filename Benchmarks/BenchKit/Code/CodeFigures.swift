import Foundation  // Glibc or Darwin with it

/// What a piece of code costs to read, counted from its tokens (see ``SwiftSource``): lines,
/// declarations and decisions.
///
/// - ``lines``: logic lines, non-blank and non-comment.
/// - ``types``: `class`, `struct`, `enum`, `actor` and `protocol` declarations, nested ones
///   included; ``protocols`` counts the last kind alone.
/// - ``requirements``: the `func`, `var`, `init`, `subscript` and `associatedtype`
///   declarations of protocol bodies.
/// - ``decisions``: `if`, `guard`, a `case` of a `switch`, `&&` and `||` (not in an `#if`
///   condition, which decides what is compiled), `??` and the ternary `?` (an operator with
///   whitespace on both sides).
/// - ``tests``: `@Test` functions.
struct CodeFigures: Sendable, Codable, Equatable {
  /// Logic lines: non-blank, non-comment.
  var lines = 0
  /// Type declarations, protocols included.
  var types = 0
  /// Protocol declarations.
  var protocols = 0
  /// Declarations in protocol bodies.
  var requirements = 0
  /// Decision points.
  var decisions = 0
  /// `@Test` functions.
  var tests = 0

  /// No code.
  init() {}

  /// The figures of two pieces of code together.
  static func + (left: CodeFigures, right: CodeFigures) -> CodeFigures {
    var sum = left
    sum.lines += right.lines
    sum.types += right.types
    sum.protocols += right.protocols
    sum.requirements += right.requirements
    sum.decisions += right.decisions
    sum.tests += right.tests
    return sum
  }

  /// What `right` added to `left` (negative where it removed).
  static func - (left: CodeFigures, right: CodeFigures) -> CodeFigures {
    var difference = left
    difference.lines -= right.lines
    difference.types -= right.types
    difference.protocols -= right.protocols
    difference.requirements -= right.requirements
    difference.decisions -= right.decisions
    difference.tests -= right.tests
    return difference
  }
}

/// The cost sheet: for each screen and code shape, the size of its logic, of the view code a
/// host writes to use it and of its tests, counted from the sources (see ``CodeLayout`` for
/// which files, ``CodeFigures`` for what is counted).
///
/// ```swift
/// let layout = CodeLayout.presentationPatterns
/// let sheet = try CodeSheet(tree: try CodeTree.read(root: root, layout: layout), layout: layout)
/// sheet.totals.first { $0.shape == "mvp" }?.logic.lines  // the presenters' logic lines
/// ```
struct CodeSheet: Sendable, Codable, Equatable {
  /// The screens, in the layout's order.
  var screens: [ScreenCode] = []
  /// Each shape over every screen.
  var totals: [ShapeCode] = []

  /// The sheet of `tree` laid out as `layout` declares.
  ///
  /// - Throws: ``CodeTreeError/unmatched(screen:shape:patterns:)`` when, on some screen, a
  ///   shape's logic or view patterns match no file of `tree`.
  init(tree: CodeTree, layout: CodeLayout) throws(CodeTreeError) {
    let sources = tree.files.mapValues(SwiftSource.init)
    let matcher = CodeLayout.Matcher(layout: layout, sources: sources)
    screens = try layout.screens.map { screen throws(CodeTreeError) in
      try ScreenCode(screen: screen, matcher: matcher)
    }
    let support = Self.viewSupport(
      screens: screens, candidates: matcher.viewSupport, sources: sources)
    totals = layout.shapes.map { shape in
      var total = screens.compactMap { $0.shapes.first { $0.shape == shape.id } }
        .reduce(ShapeCode(shape: shape)) { $0.adding($1) }
      total.viewSupportFiles = support[shape.id] ?? []
      total.viewSupport = total.viewSupportFiles.reduce(CodeFigures()) {
        $0 + sources[$1]!.figures()
      }
      return total
    }
  }

  /// For each shape, the `candidates` (the files of ``CodeLayout/viewSupport``) its views use:
  /// those declaring a type its view files name, and the files those name in turn, but not a
  /// file every shape uses.
  static func viewSupport(
    screens: [ScreenCode], candidates: [String], sources: [String: SwiftSource]
  ) -> [String: [String]] {
    let shapes = screens.first?.shapes.map(\.shape) ?? []
    let named = Dictionary(
      uniqueKeysWithValues: shapes.map { shape in
        let views = screens.flatMap { $0.shapes.first { $0.shape == shape }?.viewFiles ?? [] }
        var words = views.reduce(into: Set<String>()) { $0.formUnion(sources[$1]!.words) }
        var files: [String] = []
        var grew = true
        while grew {
          let more = candidates.filter { path in
            !files.contains(path) && !sources[path]!.declaredTypes.isDisjoint(with: words)
          }
          grew = !more.isEmpty
          files += more
          for path in more { words.formUnion(sources[path]!.words) }
        }
        return (shape, Set(files))
      })
    let everyShape = named.values.reduce(Set(candidates)) { $0.intersection($1) }
    return named.mapValues { $0.subtracting(everyShape).sorted() }
  }

  /// The figures of `shape` on `screen`, or over every screen when `screen` is `nil`.
  func figures(of shape: String, on screen: String? = nil) -> ShapeCode? {
    let rows = screen.map { name in screens.first { $0.screen == name }?.shapes ?? [] } ?? totals
    return rows.first { $0.shape == shape }
  }
}

/// One screen's code in every shape.
struct ScreenCode: Sendable, Codable, Equatable {
  /// The screen's name, as the layout's `{screen}` spells it (`UserList`).
  var screen: String
  /// One entry per shape, in the layout's order.
  var shapes: [ShapeCode]

  init(screen: String, matcher: CodeLayout.Matcher) throws(CodeTreeError) {
    self.screen = screen
    let files = try matcher.files(on: screen)
    let sources = matcher.sources
    let behaviours = Self.sharedBehaviours(tests: files.map(\.tests), sources: sources)
    shapes = zip(matcher.layout.shapes, files).enumerated().map { index, element in
      let (shape, files) = element
      var code = ShapeCode(shape: shape)
      code.logicFiles = files.logic
      code.viewFiles = files.view
      code.testFiles = files.tests
      let logicFigures = files.logic.map { (file: $0, figures: sources[$0]!.figures()) }
      code.logic = logicFigures.reduce(CodeFigures()) { $0 + $1.figures }
      code.view = files.view.reduce(CodeFigures()) { $0 + sources[$1]!.figures(harness: true) }
      code.tests = files.tests.reduce(CodeFigures()) { $0 + sources[$1]!.figures() }
      let main = files.mainLogic
      // The biggest logic file; the logic's main file on a tie.
      code.largestLogicFile = logicFigures.map { LargestFile(path: $0, lines: $1.lines) }
        .max { ($0.lines, $0.path == main ? 1 : 0) < ($1.lines, $1.path == main ? 1 : 0) }
      code.sharedBehaviours = behaviours[index].count
      code.sharedBehaviourLines = behaviours[index].lines
      return code
    }
  }

  /// For each shape (by the test files it counts, in the order of `tests`), the tests whose
  /// names tests of another group of shapes share on the screen, and their lines. Shapes that
  /// count the same test files are one group (a control arm and the shape whose logic it
  /// runs).
  static func sharedBehaviours(tests: [[String]], sources: [String: SwiftSource])
    -> [(count: Int, lines: Int)]
  {
    let groups = tests.reduce(into: [[String]]()) { groups, files in
      if !groups.contains(files) { groups.append(files) }
    }
    let functions = groups.map { paths in paths.flatMap { sources[$0]!.testFunctions } }
    var groupsByName: [String: Set<Int>] = [:]
    for (group, list) in functions.enumerated() {
      for function in list { groupsByName[function.name, default: []].insert(group) }
    }
    return tests.map { files in
      let list = functions[groups.firstIndex(of: files)!]
      let shared = list.filter { (groupsByName[$0.name]?.count ?? 0) > 1 }
      return (shared.count, shared.reduce(0) { $0 + $1.lines })
    }
  }
}

/// One shape's code on one screen, or over every screen (see ``CodeSheet/totals``).
struct ShapeCode: Sendable, Codable, Equatable {
  /// The shape's id (``CodeLayout/Shape/id``).
  var shape: String
  /// The arms that run this code.
  var arms: [String]
  /// The presentation logic: presenter or view model and the types only it needs.
  var logic = CodeFigures()
  /// The view side: the headless view's code, harness lines left out.
  var view = CodeFigures()
  /// The logic's tests, their support files included.
  var tests = CodeFigures()
  /// Tests whose names tests of another shape share on the same screen (a shape with the same
  /// test files aside): the same behaviour tested in several shapes.
  var sharedBehaviours = 0
  /// Their logic lines.
  var sharedBehaviourLines = 0
  /// The logic file with the most lines (the presenter or view model itself, as a rule); over
  /// every screen, the largest of them.
  var largestLogicFile: LargestFile?
  /// In totals only: the machinery the shape's views share over every screen (a binder, a
  /// renderer), which a host imports or writes once.
  var viewSupport = CodeFigures()
  /// Its files; empty on a screen.
  var viewSupportFiles: [String] = []
  /// The files counted as logic; empty in totals.
  var logicFiles: [String] = []
  /// The files counted as view side; empty in totals.
  var viewFiles: [String] = []
  /// The files counted as tests; empty in totals.
  var testFiles: [String] = []

  init(shape: CodeLayout.Shape) {
    self.shape = shape.id
    arms = shape.arms
  }

  /// Test lines per shared behaviour; `null` when no behaviour is shared.
  var linesPerSharedBehaviour: Double? {
    sharedBehaviours > 0 ? Double(sharedBehaviourLines) / Double(sharedBehaviours) : nil
  }

  /// This shape's figures with `other`'s added: a total.
  func adding(_ other: ShapeCode) -> ShapeCode {
    var sum = self
    sum.logic = logic + other.logic
    sum.view = view + other.view
    sum.tests = tests + other.tests
    sum.sharedBehaviours += other.sharedBehaviours
    sum.sharedBehaviourLines += other.sharedBehaviourLines
    sum.largestLogicFile = [largestLogicFile, other.largestLogicFile].compactMap { $0 }
      .max { $0.lines < $1.lines }
    return sum
  }
}

/// A file and its logic lines.
struct LargestFile: Sendable, Codable, Equatable {
  /// Its path from the package root.
  var path: String
  /// Its logic lines.
  var lines: Int
}

/// What the code suite measured: the cost sheet of the layout's screens in every shape, and
/// the requirement changes applied to every arm. Exact, read from the sources, the same on
/// every machine for one commit.
struct CodeResults: Sendable, Codable, Equatable {
  /// Each screen's code in each shape.
  var sheet: CodeSheet
  /// Each requirement change of the layout's ``CodeLayout/changes`` folder, measured per shape.
  var changes: [ChangeCost]
  /// Why a change could not be measured, one line each (its patches do not apply to these
  /// sources, say); empty when every change was.
  var changeProblems: [String] = []
  /// The sources read, by path, for the report's side-by-side code; not in JSON.
  var sources: [String: String] = [:]
  /// The layout measured, whose shapes the claims, the guide and the change summary read;
  /// not in JSON (decoded results have an empty layout, and so no claims).
  var layout = CodeLayout(screens: [], shapes: [])

  enum CodingKeys: String, CodingKey { case sheet, changes, changeProblems }

  /// Reads and measures the package whose root is `root`, laid out as `layout` declares.
  ///
  /// - Throws: ``CodeTreeError`` naming what could not be read or what the layout does not
  ///   find, a requirement change's folder included (``CodeTreeError/change(_:)``); a change
  ///   that does not apply to these sources, or every change when `git` cannot be run, is left
  ///   out and named in ``changeProblems``.
  static func measure(root: URL, layout: CodeLayout) throws(CodeTreeError) -> CodeResults {
    try measure(root: root, layout: layout, git: GitApply.locate())
  }

  /// ``measure(root:layout:)`` with `git` as the `git` executable (`nil`: none).
  static func measure(root: URL, layout: CodeLayout, git: URL?) throws(CodeTreeError)
    -> CodeResults
  {
    let tree = try CodeTree.read(root: root, layout: layout)
    let sheet = try CodeSheet(tree: tree, layout: layout)
    let changes: [ChangeCost]
    let problems: [String]
    do {
      (changes, problems) = try ChangeCost.read(root: root, layout: layout, git: git)
    } catch {
      throw .change(error)
    }
    return CodeResults(
      sheet: sheet, changes: changes, changeProblems: problems, sources: tree.files,
      layout: layout)
  }

  /// Where the sources are: `path` when given; else the package that holds `callerFile` (the
  /// source of the executable that called the entry point, when it is still there: a fresh
  /// clone's `swift run`), else the current folder, when either holds every one of
  /// `layout`'s ``CodeLayout/folders``.
  ///
  /// - Throws: ``CodeTreeError/missingFolder(_:)`` naming the first folder of the layout that
  ///   `path` (or, without it, the first candidate) lacks, when no candidate holds them all.
  static func root(_ path: String?, callerFile: String, layout: CodeLayout)
    throws(CodeTreeError) -> URL
  {
    let candidates =
      path.map { [URL(filePath: $0, directoryHint: .isDirectory)] }
      ?? [
        packageRoot(of: URL(filePath: callerFile)),
        URL(filePath: FileManager.default.currentDirectoryPath),
      ].compactMap { $0 }
    let missing = { (root: URL) in
      layout.folders.map { root.appending(path: $0) }
        .first { !FileManager.default.fileExists(atPath: $0.path) }
    }
    if let root = candidates.first(where: { missing($0) == nil }) { return root }
    let first = candidates.first ?? URL(filePath: ".")
    throw .missingFolder(missing(first)?.path ?? first.path)
  }

  /// The nearest folder above `file` that holds a `Package.swift`, if any.
  static func packageRoot(of file: URL) -> URL? {
    var folder = file.deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      if FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path) {
        return folder
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }
}

/// The Swift files that the code figures read, by path from the package root
/// (`Sources/MVP/Profile/ProfilePresenter.swift`), as text.
struct CodeTree: Sendable, Equatable {
  /// Each file's text by its path.
  var files: [String: String]

  /// Reads the Swift files under the ``CodeLayout/folders`` of `layout` in the package at
  /// `root`.
  ///
  /// NB: a file or folder whose name starts with `.` is skipped (`.build` under a pattern
  /// whose folder is the package root).
  ///
  /// - Throws: ``CodeTreeError`` when a folder is missing or a file cannot be read (a folder
  ///   or a named pipe whose name ends in `.swift`, no permission, not UTF-8).
  static func read(root: URL, layout: CodeLayout) throws(CodeTreeError) -> CodeTree {
    var files: [String: String] = [:]
    for folder in layout.folders {
      let url = root.appending(path: folder, directoryHint: .isDirectory)
      let paths = try visiblePaths(under: url.path)
      for path in paths.sorted() where path.hasSuffix(".swift") {
        let file = url.appending(path: path)
        do {
          files[folder.isEmpty ? path : "\(folder)/\(path)"] = try SourceFile.text(at: file)
        } catch {
          throw .unreadable(file.path, error.description)
        }
      }
    }
    return CodeTree(files: files)
  }

  /// The paths under the folder at `path`, relative to it, folders included, hidden ones (and
  /// what they hold) left out; links to folders are not followed.
  ///
  /// - Throws: ``CodeTreeError`` for the first folder that is missing or cannot be listed
  ///   (`FileManager.subpaths` gives up on the whole tree without a reason).
  static func visiblePaths(under path: String) throws(CodeTreeError) -> [String] {
    var found: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? path : "\(path)/\(relative)"
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        throw folderProblem(folder)
      }
      for name in names where !name.hasPrefix(".") {
        let inner = relative.isEmpty ? name : "\(relative)/\(name)"
        found.append(inner)
        var status = stat()
        if lstat("\(path)/\(inner)", &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
          pending.append(inner)
        }
      }
    }
    return found
  }

  /// Why the folder at `path` cannot be listed: missing (or not a folder), or unreadable for
  /// the system's reason.
  static func folderProblem(_ path: String) -> CodeTreeError {
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      return [ENOENT, ENOTDIR].contains(code)
        ? .missingFolder(path) : .unreadableFolder(path, OutputDestination.systemReason(code))
    }
    guard status.st_mode & S_IFMT == S_IFDIR else { return .missingFolder(path) }
    guard let listing = opendir(path) else {
      return .unreadableFolder(path, OutputDestination.systemReason(errno))
    }
    closedir(listing)
    return .missingFolder(path)
  }

  /// Whether a path component names a hidden file or folder.
  static func isHidden(_ component: Substring) -> Bool { component.hasPrefix(".") }
}

/// The last component of a path from the package root: `ProfilePresenter.swift`.
func fileName(of path: String) -> String {
  String(path.split(separator: "/").last ?? "")
}

/// Why the code figures could not be read.
enum CodeTreeError: Error, Equatable, CustomStringConvertible {
  /// A folder the layout reads is not there: not the root of the package it describes.
  case missingFolder(String)
  /// A folder the layout reads cannot be listed: its path and the system's reason.
  case unreadableFolder(String, String)
  /// A file could not be read as UTF-8 text: its path and why, in words of the suite's own
  /// (`a folder, not a file`, `no permission to read it`, `not UTF-8 text`).
  case unreadable(String, String)
  /// On a screen, a shape's logic patterns, or its view patterns (`{screen}` replaced), match
  /// no file: the layout does not describe this package.
  case unmatched(screen: String, shape: String, patterns: [String])
  /// A requirement change's folder cannot be read: a patch that is not one, misnamed or
  /// unreadable, a change without its requirement, the changes folder missing.
  case change(ChangeError)

  /// The message `pattern-bench` prints.
  var description: String {
    switch self {
    case .missingFolder(let path):
      "no folder \(path): --sources must name the root of the package the code layout describes"
    case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
    case .unreadableFolder(let path, let reason): "cannot read the folder \(path): \(reason)"
    case .unmatched(let screen, let shape, let patterns):
      "no file of \(screen) in shape \(shape) matches "
        + patterns.map { "`\($0)`" }.joined(separator: " or ")
        + ": the code layout does not describe this package"
    case .change(let error): "a requirement change cannot be read: \(error)"
    }
  }
}

/// Reads the files the code suite measures (Swift sources, patches, requirements) as UTF-8
/// text, saying in its own words why one cannot be: a folder, a named pipe, no permission.
///
/// NB: the file's type is checked before it is opened, and it is opened without waiting, so
/// a named pipe is refused instead of waiting forever for a writer.
enum SourceFile {
  /// Why a file cannot be read.
  enum Problem: Error, Equatable, CustomStringConvertible {
    /// Nothing is there.
    case missing
    /// A folder.
    case folder
    /// Something else that is not a regular file: a named pipe, a socket, a device.
    case notAFile(String)
    /// A symbolic link whose target is not there.
    case danglingLink
    /// The bytes are not UTF-8.
    case notText
    /// The system refused, for the reason of an `errno` the cases above do not name.
    case system(String)
    /// The file holds more than ``SourceFile/sizeLimit`` bytes.
    case tooLarge

    /// The problem for a system error code.
    init(errno code: Int32) {
      switch code {
      case ENOENT, ENOTDIR: self = .missing
      case EISDIR: self = .folder
      case EACCES, EPERM: self = .system("no permission to read it")
      case ELOOP: self = .system("a loop of symbolic links")
      default: self = .system(OutputDestination.systemReason(code))
      }
    }

    /// The reason, as a message's end: `a folder, not a file`.
    var description: String {
      switch self {
      case .missing: "no such file"
      case .folder: "a folder, not a file"
      case .notAFile(let kind): "\(kind), not a file"
      case .danglingLink: "a symbolic link to nothing"
      case .notText: "not UTF-8 text"
      case .system(let reason): reason
      case .tooLarge:
        "larger than \(byteCountText(SourceFile.sizeLimit)), the most a file of the code may hold"
      }
    }
  }

  /// The most bytes a file the code suite reads may hold: the largest source here is 20 KiB.
  static let sizeLimit = 8 << 20

  /// What is at `url` (a link followed), without opening it: `nil` for a regular file.
  static func problem(at url: URL) -> Problem? {
    var status = stat()
    guard stat(url.path, &status) == 0 else {
      let code = errno
      var link = stat()
      if code == ENOENT, lstat(url.path, &link) == 0 { return .danglingLink }
      return Problem(errno: code)
    }
    return problem(ofType: status.st_mode & S_IFMT)
  }

  /// The problem of a file of `type` (`S_IFDIR`…), `nil` for a regular file.
  static func problem(ofType type: mode_t) -> Problem? {
    switch type {
    case S_IFREG: nil
    case S_IFDIR: .folder
    case S_IFIFO: .notAFile("a named pipe")
    case S_IFSOCK: .notAFile("a socket")
    case S_IFCHR, S_IFBLK: .notAFile("a device")
    default: .notAFile("not a regular file")
    }
  }

  /// Whether anything is at `url`, a link to nothing included.
  static func exists(at url: URL) -> Bool {
    var status = stat()
    return lstat(url.path, &status) == 0
  }

  /// The text of the regular file at `url`.
  ///
  /// - Throws: ``Problem`` when it is missing, not a regular file, unreadable or not UTF-8.
  static func text(at url: URL) throws(Problem) -> String {
    if let problem = problem(at: url) { throw problem }
    // Without waiting: the file may have been replaced by a named pipe since the check.
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw Problem(errno: errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw Problem(errno: errno) }
    if let problem = problem(ofType: status.st_mode & S_IFMT) { throw problem }
    guard status.st_size <= sizeLimit else { throw .tooLarge }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(max(0, Int(status.st_size)))
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Problem(errno: errno)
      }
      if count == 0 { break }
      bytes += buffer[..<count]
      // A file that grew since `fstat`.
      guard bytes.count <= sizeLimit else { throw .tooLarge }
    }
    guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText }
    return text
  }
}

extension StringProtocol {
  /// The text's lines, without their ends: a line ends at a line feed, at `\r\n` and, unless
  /// `carriageReturns` is `false`, at a carriage return alone (old Mac files). A final line
  /// end starts no empty line.
  ///
  /// `git apply` ends a patch's lines at line feeds alone (a carriage return before one is
  /// part of the line, so a CRLF patch applies to CRLF files): patches are read with
  /// `carriageReturns: false`, so their lines are git's.
  ///
  /// NB: `split(separator: "\n")` on a string compares characters, and `"\r\n"` is one
  /// character: it would read a CRLF text as one line.
  func lines(carriageReturns: Bool = true) -> [SubSequence] {
    var lines = split(omittingEmptySubsequences: false) { character in
      character == "\n" || character == "\r\n" || (carriageReturns && character == "\r")
    }
    if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
