import Comparison

/// The cost sheet: for each screen and code shape, the size of its logic, of the view code a
/// host writes to use it and of its tests, counted from the sources (see ``CodeShape`` for
/// which files, ``CodeFigures`` for what is counted).
///
/// ```swift
/// let sheet = CodeSheet(tree: try CodeTree.read(root: root))
/// sheet.totals.first { $0.shape == "mvp" }?.logic.lines  // the presenters' logic lines
/// ```
public struct CodeSheet: Sendable, Codable, Equatable {
  /// The screens, in the order of ``Screen/allCases``.
  public var screens: [ScreenCode] = []
  /// Each shape over every screen.
  public var totals: [ShapeCode] = []

  /// The sheet of `tree`.
  public init(tree: CodeTree) {
    let sources = tree.files.mapValues(SwiftSource.init)
    screens = CodeShape.screens.map { screen in
      ScreenCode(screen: screen, sources: sources)
    }
    let support = Self.viewSupport(screens: screens, sources: sources)
    totals = CodeShape.all.map { shape in
      var total = screens.compactMap { $0.shapes.first { $0.shape == shape.id } }
        .reduce(ShapeCode(shape: shape)) { $0.adding($1) }
      total.viewSupportFiles = support[shape.id] ?? []
      total.viewSupport = total.viewSupportFiles.reduce(CodeFigures()) {
        $0 + sources[$1]!.figures()
      }
      return total
    }
  }

  /// The folder of the machinery some arms' views share over every screen (binders,
  /// renderers).
  static let supportFolder = "Sources/Comparison/Rendering/"

  /// For each shape, the files of ``supportFolder`` its views use: those declaring a type its
  /// drivers name, and the files those name in turn, but not a file every shape uses.
  static func viewSupport(screens: [ScreenCode], sources: [String: SwiftSource])
    -> [String: [String]]
  {
    let candidates = sources.keys.filter { $0.hasPrefix(supportFolder) }.sorted()
    let named = Dictionary(
      uniqueKeysWithValues: CodeShape.all.map { shape in
        let drivers = screens.flatMap { $0.shapes.first { $0.shape == shape.id }?.viewFiles ?? [] }
        var words = drivers.reduce(into: Set<String>()) { $0.formUnion(sources[$1]!.words) }
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
        return (shape.id, Set(files))
      })
    let everyShape = named.values.reduce(Set(candidates)) { $0.intersection($1) }
    return named.mapValues { $0.subtracting(everyShape).sorted() }
  }

  /// The figures of `shape` on `screen`, or over every screen when `screen` is `nil`.
  public func figures(of shape: String, on screen: String? = nil) -> ShapeCode? {
    let rows = screen.map { name in screens.first { $0.screen == name }?.shapes ?? [] } ?? totals
    return rows.first { $0.shape == shape }
  }
}

/// One screen's code in every shape.
public struct ScreenCode: Sendable, Codable, Equatable {
  /// The screen's name, as its folders are named (`UserList`).
  public var screen: String
  /// One entry per shape, in the order of ``CodeShape/all``.
  public var shapes: [ShapeCode]

  init(screen: String, sources: [String: SwiftSource]) {
    self.screen = screen
    let logic = Dictionary(
      uniqueKeysWithValues: CodeShape.LogicKind.allCases.map { kind in
        (kind, Self.logicFiles(of: kind, screen: screen, sources: sources))
      })
    let tests = Dictionary(
      uniqueKeysWithValues: CodeShape.LogicKind.allCases.map { kind in
        (kind, Self.testFiles(of: kind, screen: screen, sources: sources))
      })
    let behaviours = Self.sharedBehaviours(tests: tests, sources: sources)
    shapes = CodeShape.all.map { shape in
      let view = [shape.driverPath(screen)].filter { sources[$0] != nil }
      var code = ShapeCode(shape: shape)
      code.logicFiles = logic[shape.logic] ?? []
      code.viewFiles = view
      code.testFiles = tests[shape.logic] ?? []
      let logicFigures = code.logicFiles.map { ($0, sources[$0]!.figures()) }
      code.logic = logicFigures.reduce(CodeFigures()) { $0 + $1.1 }
      code.view = view.reduce(CodeFigures()) { $0 + sources[$1]!.figures(harness: true) }
      code.tests = code.testFiles.reduce(CodeFigures()) { $0 + sources[$1]!.figures() }
      let main = "Sources/\(shape.logic.module)/\(screen)/\(shape.logic.typeName(screen)).swift"
      // The biggest logic file; the logic type's own file on a tie.
      code.largestLogicFile = logicFigures.map { LargestFile(path: $0, lines: $1.lines) }
        .max { ($0.lines, $0.path == main ? 1 : 0) < ($1.lines, $1.path == main ? 1 : 0) }
      code.sharedBehaviours = behaviours[shape.logic]?.count ?? 0
      code.sharedBehaviourLines = behaviours[shape.logic]?.lines ?? 0
      return code
    }
  }

  /// The logic files of `kind` for `screen`: see ``CodeShape``.
  static func logicFiles(
    of kind: CodeShape.LogicKind, screen: String, sources: [String: SwiftSource]
  ) -> [String] {
    let folder = "Sources/\(kind.module)/\(screen)/"
    let paths = sources.keys.filter { $0.hasPrefix(folder) }.sorted()
    guard kind != .presenter else { return paths }
    let named = paths.filter { CodeShape.LogicKind.owner(ofFile: fileName(of: $0)) == kind }
    let words = named.reduce(into: Set<String>()) { $0.formUnion(sources[$1]!.words) }
    let unnamed = paths.filter { path in
      CodeShape.LogicKind.owner(ofFile: fileName(of: path)) == nil
        && !sources[path]!.declaredTypes.isDisjoint(with: words)
    }
    return (named + unnamed).sorted()
  }

  /// The test files of `kind` for `screen`: see ``CodeShape``.
  static func testFiles(
    of kind: CodeShape.LogicKind, screen: String, sources: [String: SwiftSource]
  ) -> [String] {
    let folder = "Tests/\(kind.testTarget)/"
    let paths = sources.keys.filter { $0.hasPrefix(folder) }.sorted()
    let logicTypes = CodeShape.screens.flatMap { screen in
      CodeShape.LogicKind.allCases.map { $0.typeName(screen) }
    }
    let typeName = kind.typeName(screen)
    let isNamedForSome = { (path: String) in
      logicTypes.contains { fileName(of: path).hasPrefix($0) }
    }
    var counted = Set(
      paths.filter { path in
        fileName(of: path).hasPrefix(typeName)
          && !logicTypes.contains { $0.count > typeName.count && fileName(of: path).hasPrefix($0) }
          || !isNamedForSome(path) && !path.contains("/Support/")
            && sources[path]!.words.contains(typeName)
      })
    // Support files (spies, probes) that the counted tests use, until none is added.
    var grew = true
    while grew {
      let words = counted.reduce(into: Set<String>()) { $0.formUnion(sources[$1]!.words) }
      let support = paths.filter { path in
        path.contains("/Support/") && !counted.contains(path)
          && !sources[path]!.declaredOrExtendedTypes.isDisjoint(with: words)
      }
      grew = !support.isEmpty
      counted.formUnion(support)
    }
    return counted.sorted()
  }

  /// For each kind, the tests whose names another kind's tests of the screen share, and their
  /// lines.
  static func sharedBehaviours(
    tests: [CodeShape.LogicKind: [String]], sources: [String: SwiftSource]
  ) -> [CodeShape.LogicKind: (count: Int, lines: Int)] {
    let functions = tests.mapValues { paths in paths.flatMap { sources[$0]!.testFunctions } }
    var kindsByName: [String: Set<CodeShape.LogicKind>] = [:]
    for (kind, list) in functions {
      for function in list { kindsByName[function.name, default: []].insert(kind) }
    }
    return functions.mapValues { list in
      let shared = list.filter { (kindsByName[$0.name]?.count ?? 0) > 1 }
      return (shared.count, shared.reduce(0) { $0 + $1.lines })
    }
  }

}

/// One shape's code on one screen, or over every screen (see ``CodeSheet/totals``).
public struct ShapeCode: Sendable, Codable, Equatable {
  /// The shape's id (``CodeShape/id``).
  public var shape: String
  /// The arms that run this code.
  public var arms: [String]
  /// The presentation logic: presenter or view model and the types only it needs.
  public var logic = CodeFigures()
  /// The view side: the headless view's code, harness lines left out.
  public var view = CodeFigures()
  /// The logic's tests, their support files included.
  public var tests = CodeFigures()
  /// Tests whose names tests of another logic kind share on the same screen: the same
  /// behaviour tested in several shapes.
  public var sharedBehaviours = 0
  /// Their logic lines.
  public var sharedBehaviourLines = 0
  /// The logic file with the most lines (the presenter or view model itself, as a rule); over
  /// every screen, the largest of them.
  public var largestLogicFile: LargestFile?
  /// In totals only: the machinery the shape's views share over every screen (a binder, a
  /// renderer), which a host imports or writes once.
  public var viewSupport = CodeFigures()
  /// Its files; empty on a screen.
  public var viewSupportFiles: [String] = []
  /// The files counted as logic; empty in totals.
  public var logicFiles: [String] = []
  /// The files counted as view side; empty in totals.
  public var viewFiles: [String] = []
  /// The files counted as tests; empty in totals.
  public var testFiles: [String] = []

  init(shape: CodeShape) {
    self.shape = shape.id
    arms = shape.arms
  }

  /// Test lines per shared behaviour; `null` when no behaviour is shared.
  public var linesPerSharedBehaviour: Double? {
    sharedBehaviours > 0 ? Double(sharedBehaviourLines) / Double(sharedBehaviours) : nil
  }

  /// Test lines per test; `null` without tests.
  public var linesPerTest: Double? {
    tests.tests > 0 ? Double(tests.lines) / Double(tests.tests) : nil
  }

  /// Decisions in the view side per decision in the logic: how passive the view is (0: it
  /// decides nothing); `null` when the logic decides nothing.
  public var viewDecisionShare: Double? {
    logic.decisions + view.decisions > 0
      ? Double(view.decisions) / Double(logic.decisions + view.decisions) : nil
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
public struct LargestFile: Sendable, Codable, Equatable {
  /// Its path from the package root.
  public var path: String
  /// Its logic lines.
  public var lines: Int
}

extension SwiftSource {
  /// The types this file declares or extends.
  var declaredOrExtendedTypes: Set<String> {
    declaredTypes.union(
      tokens.indices.compactMap { index in
        tokens[index].text == "extension" && index + 1 < tokens.count
          ? tokens[index + 1].text : nil
      })
  }
}
