import Foundation  // Glibc or Darwin with it

/// What a piece of code costs to read, counted from its tokens (``SwiftSource``).
struct CodeFigures: Sendable, Codable, Equatable {
  /// Logic lines: non-blank, non-comment.
  var lines = 0
  /// `class`, `struct`, `enum`, `actor` and `protocol` declarations, nested ones included.
  var types = 0
  /// Protocol declarations.
  var protocols = 0
  /// The `func`, `var`, `init`, `subscript` and `associatedtype` declarations of protocols.
  var requirements = 0
  /// `if`, `guard`, a `switch`'s `case`, `&&` and `||` (not in an `#if`), `??` and a ternary.
  var decisions = 0
  /// `@Test` functions.
  var tests = 0

  /// The figures of two pieces of code together.
  static func + (left: Self, right: Self) -> Self { left.combined(with: right, by: +) }

  /// What `right` added to `left` (negative where it removed).
  static func - (left: Self, right: Self) -> Self { left.combined(with: right, by: -) }

  private func combined(with other: CodeFigures, by operation: (Int, Int) -> Int) -> CodeFigures {
    var result = self
    let counts: [WritableKeyPath<CodeFigures, Int>] = [
      \.lines, \.types, \.protocols, \.requirements, \.decisions, \.tests,
    ]
    for count in counts {
      result[keyPath: count] = operation(self[keyPath: count], other[keyPath: count])
    }
    return result
  }
}

/// The cost sheet: for each screen and code shape, the figures of its logic, of the view code
/// a host writes to use it and of its tests (see ``CodeLayout`` for which files).
struct CodeSheet: Sendable, Codable, Equatable {
  /// The screens, in the layout's order.
  var screens: [ScreenCode] = []
  /// Each shape over every screen.
  var totals: [ShapeCode] = []

  /// The sheet of `tree` laid out as `layout` declares; it throws as
  /// ``CodeLayout/Matcher/files(on:)`` does when a layout's patterns do not fit the tree.
  init(tree: CodeTree, layout: CodeLayout) throws(CodeTreeError) {
    let sources = tree.files.mapValues(SwiftSource.init)
    let matcher = CodeLayout.Matcher(layout: layout, sources: sources)
    screens = try layout.screens.map { screen throws(CodeTreeError) in
      try ScreenCode(screen: screen, matcher: matcher)
    }
    let rows = layout.shapes.map { shape in
      screens.compactMap { $0.shapes.first { $0.shape == shape.id } }
    }
    // View support: the candidates a shape's views name, and those these name in turn, but not
    // a file every shape uses.
    let candidates = matcher.viewSupport
    let support = rows.map { rows in
      matcher.linked(to: rows.flatMap(\.viewFiles), among: candidates) { source, words in
        !source.declaredTypes.isDisjoint(with: words)
      }
    }
    let everyShape = support.reduce(Set(candidates)) { $0.intersection($1) }
    totals = layout.shapes.indices.map { index in
      var total = rows[index].reduce(ShapeCode(shape: layout.shapes[index])) { $0.adding($1) }
      total.viewSupportFiles = support[index].subtracting(everyShape).sorted()
      total.viewSupport = total.viewSupportFiles.reduce(CodeFigures()) {
        $0 + sources[$1]!.figures()
      }
      return total
    }
  }

  /// The figures of `shape` on `screen`, or over every screen when `screen` is `nil`.
  func figures(of shape: String, on screen: String? = nil) -> ShapeCode? {
    let rows = screen.map { name in screens.first { $0.screen == name }?.shapes ?? [] } ?? totals
    return rows.first { $0.shape == shape }
  }
}

/// One screen's code in every shape.
struct ScreenCode: Sendable, Codable, Equatable {
  /// The screen's name, as the layout's `{screen}` spells it (`Settings`).
  var screen: String
  /// One entry per shape, in the layout's order.
  var shapes: [ShapeCode]

  init(screen: String, matcher: CodeLayout.Matcher) throws(CodeTreeError) {
    self.screen = screen
    let files = try matcher.files(on: screen)
    let sources = matcher.sources
    let behaviours = Self.sharedBehaviours(tests: files.map { $0.tests }, sources: sources)
    shapes = matcher.layout.shapes.indices.map { index in
      let files = files[index]
      var code = ShapeCode(shape: matcher.layout.shapes[index])
      (code.logicFiles, code.viewFiles, code.testFiles) = (files.logic, files.view, files.tests)
      let logicFigures = files.logic.map { (file: $0, figures: sources[$0]!.figures()) }
      code.logic = logicFigures.reduce(CodeFigures()) { $0 + $1.figures }
      code.view = files.view.reduce(CodeFigures()) { $0 + sources[$1]!.figures(harness: true) }
      code.tests = files.tests.reduce(CodeFigures()) { $0 + sources[$1]!.figures() }
      let main = files.mainLogic
      // The biggest logic file; the logic's main file on a tie.
      code.largestLogicFile = logicFigures.map { LargestFile(path: $0, lines: $1.lines) }
        .max { ($0.lines, $0.path == main ? 1 : 0) < ($1.lines, $1.path == main ? 1 : 0) }
      (code.sharedBehaviours, code.sharedBehaviourLines) = behaviours[index]
      return code
    }
  }

  /// For each shape's test files, the tests whose names another group of shapes tests too, and
  /// their lines; shapes that count the same test files are one group.
  static func sharedBehaviours(tests: [[String]], sources: [String: SwiftSource])
    -> [(count: Int, lines: Int)]
  {
    let groups = tests.uniqued()
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
  /// Tests whose names another shape's tests share on the screen: one behaviour tested twice.
  var sharedBehaviours = 0
  /// Their logic lines.
  var sharedBehaviourLines = 0
  /// The logic file with the most lines; over every screen, the largest of them.
  var largestLogicFile: LargestFile?
  /// In totals only: the machinery the shape's views share over every screen (a binder).
  var viewSupport = CodeFigures()
  /// Its files; empty on a screen.
  var viewSupportFiles: [String] = []
  /// The files counted as logic, as view side and as tests; empty in totals.
  var logicFiles: [String] = []
  var viewFiles: [String] = []
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

/// A file, by its path from the package root, and its logic lines.
struct LargestFile: Sendable, Codable, Equatable {
  var path: String
  var lines: Int
}

/// What the code suite measured: the cost sheet and the requirement changes, exact and the
/// same on every machine for one commit.
struct CodeResults: Sendable, Codable, Equatable {
  /// Each screen's code in each shape.
  var sheet: CodeSheet
  /// Each requirement change of the layout's ``CodeLayout/changes`` folder, measured per shape.
  var changes: [ChangeCost]
  /// Why a change could not be measured, one line each.
  var changeProblems: [String] = []
  /// The sources read, by path, for the report; not in JSON.
  var sources: [String: String] = [:]
  /// The layout measured, for the claims, the guide and the change summary; not in JSON.
  var layout = CodeLayout(screens: [], shapes: [])

  enum CodingKeys: String, CodingKey { case sheet, changes, changeProblems }

  /// Reads and measures the package whose root is `root`, laid out as `layout` declares; a
  /// change that does not apply, or every change without git, is named in ``changeProblems``.
  static func measure(root: URL, layout: CodeLayout) throws(CodeTreeError) -> CodeResults {
    let tree = try CodeTree.read(root: root, layout: layout)
    let sheet = try CodeSheet(tree: tree, layout: layout)
    do {
      let (changes, problems) = try ChangeCost.read(root: root, layout: layout)
      return CodeResults(
        sheet: sheet, changes: changes, changeProblems: problems, sources: tree.files,
        layout: layout)
    } catch {
      throw .change(error)
    }
  }

  /// Where the sources are: `path`, else the package that holds `callerFile` (a fresh clone's
  /// `swift run`) or the current folder, whichever holds the layout's ``CodeLayout/folders``.
  ///
  /// - Throws: When no candidate holds them all, ``CodeTreeError/missingFolder(_:)`` naming the
  ///   first folder of the layout that `path` (or, without it, the first candidate) lacks, or
  ///   ``CodeTreeError/unreadableFolder(_:_:)`` when that folder cannot be reached.
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
    throw missing(first).map { CodeTree.folderProblem($0.path) } ?? .missingFolder(first.path)
  }

  /// The nearest folder above `file` that holds a `Package.swift`, if any.
  static func packageRoot(of file: URL) -> URL? {
    sequence(first: file.deletingLastPathComponent()) { $0.deletingLastPathComponent() }.lazy
      .prefix { $0.path != "/" && !$0.path.isEmpty }
      .first { FileManager.default.fileExists(atPath: $0.appending(path: "Package.swift").path) }
  }
}

/// The Swift files the code figures read: each one's text by its path from the package root.
struct CodeTree: Sendable, Equatable {
  var files: [String: String]

  /// Reads the Swift files under the ``CodeLayout/folders`` of `layout` in the package at
  /// `root`, hidden ones (`.build`) left out.
  static func read(root: URL, layout: CodeLayout) throws(CodeTreeError) -> CodeTree {
    var files: [String: String] = [:]
    for folder in layout.folders {
      let url = root.appending(path: folder, directoryHint: .isDirectory)
      for path in try visiblePaths(under: url.path).sorted() where path.hasSuffix(".swift") {
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

  /// The paths under the folder at `path`, relative to it, folders included, hidden ones left
  /// out and links to folders not followed; throws for the first folder that is missing or
  /// cannot be listed (`FileManager.subpaths` gives up on the whole tree without a reason).
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
}

/// Why the code figures could not be read.
enum CodeTreeError: Error, Equatable, CustomStringConvertible {
  /// A folder the layout reads is not there: not the root of the package it describes.
  case missingFolder(String)
  /// A folder the layout reads cannot be listed: its path and the system's reason.
  case unreadableFolder(String, String)
  /// A file could not be read as UTF-8 text: its path and why, in the suite's words.
  case unreadable(String, String)
  /// On a screen, a shape's logic patterns, or its view patterns, match no file.
  case unmatched(screen: String, shape: String, patterns: [String])
  /// A requirement change's folder cannot be read.
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

/// Reads the files the code suite measures (sources, patches, requirements) as UTF-8 text,
/// saying in its own words why one cannot be.
///
/// NB: the file's type is checked before it is opened, and it is opened without waiting, so
/// a named pipe is refused instead of waiting forever for a writer.
enum SourceFile {
  /// Why a file cannot be read; ``description`` says it.
  enum Problem: Error, Equatable, CustomStringConvertible {
    case missing, folder, danglingLink, notText, tooLarge
    /// Not a regular file: a named pipe, a socket, a device.
    case notAFile(String)
    /// The system refused, for the reason of an `errno` the cases above do not name.
    case system(String)

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

  /// The text of the regular file at `url`.
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
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw Problem(errno: errno) }
      if count == 0 { break }
      bytes += buffer[..<count]
      // A file that grew since `fstat`.
      guard bytes.count <= sizeLimit else { throw .tooLarge }
    }
    guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText }
    return text
  }
}

/// The last component of a path from the package root: `SettingsPresenter.swift`.
func fileName(of path: String) -> String {
  String(path.split(separator: "/").last ?? "")
}

extension StringProtocol {
  /// The text's lines, without their ends: a line ends at a line feed, at `\r\n` and, unless
  /// `carriageReturns` is `false` (a patch's lines, as git's), at a carriage return alone.
  ///
  /// NB: `split(separator: "\n")` compares characters, and `"\r\n"` is one: it would read a
  /// CRLF text as one line.
  func lines(carriageReturns: Bool = true) -> [SubSequence] {
    var lines = split(omittingEmptySubsequences: false) { character in
      character == "\n" || character == "\r\n" || (carriageReturns && character == "\r")
    }
    if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
