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
  /// Path prefixes under which a file a change touches is a test, unless a view folder holds
  /// it.
  public var testFolders: [String]

  /// A layout of `screens` in `shapes`.
  ///
  /// - Parameters:
  ///   - screens: The screens, in table order.
  ///   - shapes: The code shapes, in table order, the reference's first.
  ///   - sharedLogic: Patterns of logic files several shapes may use.
  ///   - sharedTests: Patterns of test files several shapes may use.
  ///   - viewSupport: Patterns of the machinery views share over every screen.
  ///   - changes: The folder of the requirement changes, if any.
  ///   - viewFolders: Where a changed file is view code.
  ///   - testFolders: Where a changed file is a test (after ``viewFolders``).
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
    var folders: [String] = []
    for folder in patterns.map({ PathPattern($0).folder }) where !folders.contains(folder) {
      folders.append(folder)
    }
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
  func isControlArm(_ shape: Shape) -> Bool {
    logicOwner(of: shape).id != shape.id
  }

  /// The number of screens in words, for sentences: `five screens`.
  var screenCountText: String {
    let words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    let count = screens.count < words.count ? words[screens.count] : "\(screens.count)"
    return count + (screens.count == 1 ? " screen" : " screens")
  }

  /// Whether `other` is `folder` or under it (`""` is the package root, which holds every
  /// folder).
  static func isFolder(_ folder: String, holding other: String) -> Bool {
    folder.isEmpty || other == folder || other.hasPrefix(folder + "/")
  }
}
