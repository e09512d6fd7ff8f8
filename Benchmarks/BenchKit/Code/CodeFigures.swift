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
