public import Comparison

/// Which files of a package are each code shape's logic, view and tests, per screen: what the
/// code suite counts and where it finds the requirement changes it measures.
///
/// A layout is declared with path patterns, relative to the package root: `{screen}` stands
/// for a screen's name, `*` matches within one path component and a `**` component any number
/// of components. The suite reads the Swift files under every pattern's folder (the components
/// before its first wildcard or placeholder) and charges each file as follows:
///
/// - A shape's **own** logic, view and tests are the files its patterns match on the screen.
///   The first logic pattern names the logic's main file, which wins a tie for the largest
///   logic file.
/// - A file that ``sharedLogic`` (or ``sharedTests``) matches, and no shape's own pattern of
///   that kind on any screen, is **shared**: it counts for each shape that names it through one
///   of two links, followed until nothing is added. Either the file names a type that the
///   shape's own logic files declare (a test suite written once for several view models), or
///   the files the shape counts already name a type the file declares or extends (a route its
///   view model names, a spy its tests use).
/// - **View support** is the machinery a shape's views share over every screen (binders,
///   renderers): of the files ``viewSupport`` matches, those its views name, and the files
///   those name in turn, but not a file every shape uses.
///
/// A screen on which a shape's logic patterns, or its view patterns, match no file is an
/// error, as is a folder the layout reads that the package lacks: the figures of a layout that
/// does not describe the package would be zeros.
///
/// A team measures its own screens with its own layout; here one Settings screen, written with
/// a presenter, a view model of Signals outputs and an `@Observable` model:
///
/// ```swift
/// let layout = CodeLayout(
///   screens: ["Settings"],
///   shapes: [
///     .init(
///       id: "presenter", pattern: .mvp,
///       logic: ["Sources/Presenters/{screen}/{screen}Presenter.swift",
///               "Sources/Presenters/{screen}/*.swift"],
///       view: ["Sources/App/{screen}/{screen}ViewController.swift"],
///       tests: ["Tests/PresentersTests/{screen}Presenter*.swift"]),
///     .init(
///       id: "viewModel", pattern: .mvvm,
///       logic: ["Sources/ViewModels/{screen}/{screen}ViewModel*.swift"],
///       view: ["Sources/App/{screen}/{screen}BindingViewController.swift"],
///       tests: ["Tests/ViewModelsTests/{screen}ViewModel*.swift"]),
///     .init(
///       id: "observation", pattern: .mvvm,
///       logic: ["Sources/ViewModels/{screen}/{screen}Model*.swift"],
///       view: ["Sources/App/{screen}/{screen}View.swift"],
///       tests: ["Tests/ViewModelsTests/{screen}Model*.swift"]),
///   ],
///   sharedLogic: ["Sources/ViewModels/{screen}/*.swift"],
///   sharedTests: ["Tests/ViewModelsTests/Support/*.swift"],
///   viewFolders: ["Sources/App/"], testFolders: ["Tests/"])
/// await BenchCommand.main(.settingsStudy, codeLayout: layout)
/// ```
///
/// This repository's own layout is ``presentationPatterns``.
public struct CodeLayout: Sendable, Hashable {
  /// The screens whose code is counted, in table order, as `{screen}` spells them.
  public var screens: [String]
  /// The code shapes, in table order: the first is the one the claims compare the others with
  /// (the reference arm's).
  public var shapes: [Shape]
  /// Patterns of logic files that several shapes of a screen may use (a route): each counts
  /// for the shapes that name it, see above.
  public var sharedLogic: [String]
  /// Patterns of test files that several shapes may use (a suite written once, a spy): each
  /// counts for the shapes that name it, see above.
  public var sharedTests: [String]
  /// Patterns of the machinery views share over every screen (binders, renderers).
  public var viewSupport: [String]
  /// The folder of the requirement changes, from the package root (one folder per change, see
  /// ``ChangeCost``); `nil` when there are none.
  public var changes: String?
  /// Path prefixes under which a file a change touches is view code.
  public var viewFolders: [String]
  /// Path prefixes under which a file a change touches is a test, unless a view folder holds it.
  public var testFolders: [String]

  /// A layout of `screens` in `shapes`, the reference's first; each argument sets the property of
  /// its name.
  public init(
    screens: [String], shapes: [Shape], sharedLogic: [String] = [], sharedTests: [String] = [],
    viewSupport: [String] = [], changes: String? = nil, viewFolders: [String] = [],
    testFolders: [String] = []
  ) {
    self.screens = screens
    self.shapes = shapes
    self.sharedLogic = sharedLogic
    self.sharedTests = sharedTests
    self.viewSupport = viewSupport
    self.changes = changes
    self.viewFolders = viewFolders
    self.testFolders = testFolders
  }

  /// The folders the code figures read, from the package root: each pattern's folder, in the
  /// order of the declaration, without a folder another one holds.
  public var folders: [String] {
    let patterns =
      shapes.flatMap { $0.logic + $0.view + $0.tests } + sharedLogic + sharedTests + viewSupport
    let folders = patterns.map { PathPattern($0).folder }.uniqued()
    return folders.filter { folder in
      !folders.contains { other in other != folder && Self.isFolder(other, holding: folder) }
    }
  }

  /// The shape whose logic `shape` runs: the first with the same logic patterns, `shape`
  /// itself unless an earlier shape has them (a control arm: the same logic with another
  /// view).
  public func logicOwner(of shape: Shape) -> Shape {
    shapes.first { $0.logic == shape.logic } ?? shape
  }

  /// Whether `shape` is a control arm: it runs an earlier shape's logic with a view of its own.
  func isControlArm(_ shape: Shape) -> Bool { logicOwner(of: shape).id != shape.id }

  /// The number of screens in words, for sentences: `five screens`.
  var screenCountText: String {
    let words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    let count = screens.count < words.count ? words[screens.count] : "\(screens.count)"
    return count + (screens.count == 1 ? " screen" : " screens")
  }

  /// Whether `other` is `folder` or under it (`""` is the package root, which holds all).
  static func isFolder(_ folder: String, holding other: String) -> Bool {
    folder.isEmpty || other == folder || other.hasPrefix(folder + "/")
  }
}

extension CodeLayout {
  /// One way the screens' code is written: presentation logic (a presenter, a view model), the
  /// view code a host writes to use it, and the logic's tests, as path patterns (see
  /// ``CodeLayout``).
  ///
  /// Arms that share all their code are one shape (this repository's `mvvm` and `mvvm-dedup`
  /// differ only in how the harness binds); a shape with an earlier shape's logic patterns
  /// and a view of its own is a control arm (``CodeLayout/logicOwner(of:)``).
  public struct Shape: Sendable, Hashable, Identifiable {
    /// The shape's id, as tables show it and a change names its patch (`mvp.patch`).
    public var id: String
    /// The ids of the arms that run this code.
    public var arms: [String]
    /// The pattern the logic is written in.
    public var pattern: Arm.Pattern
    /// Patterns of the logic's files; the first names its main file.
    public var logic: [String]
    /// Patterns of the view code a host writes to use the logic.
    public var view: [String]
    /// Patterns of the logic's tests.
    public var tests: [String]

    /// A shape named `id`, run by `arms` (by default, `nil`, the one arm of the same id); each
    /// other argument sets the property of its name.
    public init(
      id: String, arms: [String]? = nil, pattern: Arm.Pattern, logic: [String], view: [String],
      tests: [String]
    ) {
      self.id = id
      self.arms = arms ?? [id]
      self.pattern = pattern
      self.logic = logic
      self.view = view
      self.tests = tests
    }

    /// What the logic is called in sentences: `presenters`, `view models`, else `logic`.
    var logicName: String {
      switch pattern {
      case .mvp: "presenters"
      case .mvvm: "view models"
      default: "logic"
      }
    }
  }
}

/// A path pattern of a ``CodeLayout``, relative to the package root, such as
/// `Sources/MVP/{screen}/*.swift` (see ``CodeLayout`` for its syntax).
struct PathPattern: Sendable, Hashable {
  /// The placeholder a screen's name replaces.
  static let screenPlaceholder = "{screen}"

  /// The pattern's text, with `{screen}` replaced when a screen was given, and its components.
  let text: String
  let components: [Substring]

  /// The pattern `text`, with `{screen}` replaced by `screen` when one is given.
  init(_ text: String, screen: String? = nil) {
    self.text = screen.map { text.replacing(Self.screenPlaceholder, with: $0) } ?? text
    components = self.text.split(separator: "/", omittingEmptySubsequences: false)
  }

  /// The folder of the pattern's files: its components before the first that holds a wildcard
  /// or the placeholder, the file name aside (`Tests/MVPTests/{screen}*.swift`: `Tests/MVPTests`).
  var folder: String {
    let literal = components.dropLast().prefix { component in
      !component.contains("*") && !component.contains(Self.screenPlaceholder)
    }
    return literal.joined(separator: "/")
  }

  /// Whether `path` (relative to the package root, `/`-separated) matches the pattern.
  func matches(_ path: String) -> Bool {
    Self.matches(components[...], path.split(separator: "/", omittingEmptySubsequences: false)[...])
  }

  private static func matches(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>)
    -> Bool
  {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      // Zero components, then one more at a time.
      return (0...path.count).contains { matches(pattern.dropFirst(), path.dropFirst($0)) }
    }
    guard let component = path.first, componentMatches(first, component) else { return false }
    return matches(pattern.dropFirst(), path.dropFirst())
  }

  /// Whether `name` matches `pattern`, in which `*` matches any run of characters: the classic
  /// greedy match, which goes back to the last `*` when a literal part fails.
  static func componentMatches(_ pattern: Substring, _ name: Substring) -> Bool {
    let pattern = Array(pattern.utf8)
    let name = Array(name.utf8)
    let star = UInt8(ascii: "*")
    var next = (pattern: 0, name: 0)
    // The last `*` read, and where in `name` its run ends so far.
    var lastStar: (pattern: Int, name: Int)?
    while next.name < name.count {
      if next.pattern < pattern.count, pattern[next.pattern] == star {
        lastStar = next
        next.pattern += 1
      } else if next.pattern < pattern.count, pattern[next.pattern] == name[next.name] {
        next = (next.pattern + 1, next.name + 1)
      } else if let last = lastStar {
        // The last `*` takes one more character; the match resumes after it.
        lastStar = (last.pattern, last.name + 1)
        next = (last.pattern + 1, last.name + 1)
      } else {
        return false
      }
    }
    return pattern[next.pattern...].allSatisfy { $0 == star }
  }
}

extension CodeLayout {
  /// What one declaration's patterns match in one tree, worked out once for every screen.
  struct Matcher {
    let layout: CodeLayout
    let sources: [String: SwiftSource]
    /// Every path of the tree, sorted.
    let paths: [String]
    /// The files some shape's own logic patterns match on some screen: never shared logic.
    private(set) var ownLogic = Set<String>()
    /// The files some shape's own test patterns match on some screen: never shared tests.
    private(set) var ownTests = Set<String>()

    init(layout: CodeLayout, sources: [String: SwiftSource]) {
      self.layout = layout
      self.sources = sources
      paths = sources.keys.sorted()
      ownLogic = Set(paths(matching: layout.shapes.flatMap(\.logic), on: layout.screens))
      ownTests = Set(paths(matching: layout.shapes.flatMap(\.tests), on: layout.screens))
    }

    /// The paths that one of `patterns` matches on one of `screens`, sorted.
    func paths(matching patterns: [String], on screens: [String]) -> [String] {
      let patterns = screens.flatMap { screen in patterns.map { PathPattern($0, screen: screen) } }
      return paths.filter { path in patterns.contains { $0.matches(path) } }
    }

    /// The files of ``CodeLayout/viewSupport`` on any screen, sorted.
    var viewSupport: [String] { paths(matching: layout.viewSupport, on: layout.screens) }

    /// Each shape's files on `screen`, in the order of the shapes, each list sorted: logic and
    /// tests own and shared, and the logic's main file, the first the first logic pattern matched.
    /// Throws ``CodeTreeError/unmatched(screen:shape:patterns:)`` when a shape's logic patterns,
    /// or its view patterns, match no file on the screen.
    func files(on screen: String) throws(CodeTreeError)
      -> [(logic: [String], mainLogic: String?, view: [String], tests: [String])]
    {
      let sharedLogic = paths(matching: layout.sharedLogic, on: [screen])
        .filter { !ownLogic.contains($0) }
      let sharedTests = paths(matching: layout.sharedTests, on: [screen])
        .filter { !ownTests.contains($0) }
      return try layout.shapes.map { shape throws(CodeTreeError) in
        let logic = paths(matching: shape.logic, on: [screen])
        let view = paths(matching: shape.view, on: [screen])
        for (patterns, matched) in [(shape.logic, logic), (shape.view, view)] where matched.isEmpty
        {
          throw .unmatched(
            screen: screen, shape: shape.id,
            patterns: patterns.map { PathPattern($0, screen: screen).text })
        }
        let ownTypes = logic.reduce(into: Set<String>()) { $0.formUnion(sources[$1]!.types()) }
        let tests = paths(matching: shape.tests, on: [screen])
        return (
          counted(logic, sharing: sharedLogic, ownTypes: ownTypes),
          paths(matching: Array(shape.logic.prefix(1)), on: [screen]).first, view,
          counted(tests, sharing: sharedTests, ownTypes: ownTypes)
        )
      }
    }

    /// `own` and the files of `shared` it links to: one that names one of `ownTypes`, or one
    /// that declares or extends a type the files counted so far name.
    ///
    /// NB: only top-level types link files: two suites that each nest a `Kind` do not name
    /// each other.
    func counted(_ own: [String], sharing shared: [String], ownTypes: Set<String>) -> [String] {
      let linked = linked(to: own, among: shared) { source, words in
        !source.words.isDisjoint(with: ownTypes)
          || !source.types(extended: true).isDisjoint(with: words)
      }
      return linked.union(own).sorted()
    }

    /// The `candidates` that `links` ties to `files`, given the words those and the candidates
    /// added so far use, until none is added.
    func linked(
      to files: [String], among candidates: [String], by links: (SwiftSource, Set<String>) -> Bool
    ) -> Set<String> {
      var words = files.reduce(into: Set<String>()) { $0.formUnion(sources[$1]!.words) }
      var linked = Set<String>()
      while true {
        let more = candidates.filter { !linked.contains($0) && links(sources[$0]!, words) }
        if more.isEmpty { return linked }
        linked.formUnion(more)
        for path in more { words.formUnion(sources[path]!.words) }
      }
    }
  }

  /// The column of a change's table a touched file's lines go to: presentation logic, view side
  /// (in the shared part, the harness), tests or documentation.
  enum ChangedPart { case logic, view, tests, docs }

  /// Where the lines a change touches in the file at `path` count: a file that is not Swift is
  /// documentation, one under a view folder view side (a client package under `Tests/` is an
  /// importer's view), else one under a test folder a test, else logic.
  func changedPart(of path: String) -> ChangedPart {
    if !path.hasSuffix(".swift") { return .docs }
    if viewFolders.contains(where: path.hasPrefix) { return .view }
    if testFolders.contains(where: path.hasPrefix) { return .tests }
    return .logic
  }
}
