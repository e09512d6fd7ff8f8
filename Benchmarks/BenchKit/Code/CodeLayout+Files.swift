extension CodeLayout {
  /// The files one shape counts on one screen.
  struct ShapeFiles: Equatable {
    /// Its logic files, own and shared, sorted.
    var logic: [String] = []
    /// Its logic's main file, if the first logic pattern matched one (the first, if several).
    var mainLogic: String?
    /// Its view files, sorted.
    var view: [String] = []
    /// Its test files, own and shared, sorted.
    var tests: [String] = []
  }

  /// What one declaration's patterns match in one tree, worked out once for every screen.
  struct Matcher {
    let layout: CodeLayout
    let sources: [String: SwiftSource]
    /// Every path of the tree, sorted.
    let paths: [String]
    /// The files some shape's own logic patterns match on some screen: never shared logic.
    let ownLogic: Set<String>
    /// The files some shape's own test patterns match on some screen: never shared tests.
    let ownTests: Set<String>

    init(layout: CodeLayout, sources: [String: SwiftSource]) {
      self.layout = layout
      self.sources = sources
      paths = sources.keys.sorted()
      let matched = { (patterns: (Shape) -> [String]) in
        Set(
          layout.screens.flatMap { screen in
            let all = layout.shapes.flatMap(patterns).map { PathPattern($0, screen: screen) }
            return sources.keys.filter { path in all.contains { $0.matches(path) } }
          })
      }
      ownLogic = matched(\.logic)
      ownTests = matched(\.tests)
    }

    /// The paths that one of `patterns` matches on `screen`, sorted.
    func paths(matching patterns: [String], on screen: String) -> [String] {
      let patterns = patterns.map { PathPattern($0, screen: screen) }
      return paths.filter { path in patterns.contains { $0.matches(path) } }
    }

    /// Each shape's files on `screen`, in the order of the shapes.
    ///
    /// - Throws: ``CodeTreeError/unmatched(screen:shape:patterns:)`` when a shape's logic
    ///   patterns, or its view patterns, match no file on the screen.
    func files(on screen: String) throws(CodeTreeError) -> [ShapeFiles] {
      let own = try layout.shapes.map { shape throws(CodeTreeError) in
        var files = ShapeFiles()
        files.logic = paths(matching: shape.logic, on: screen)
        files.view = paths(matching: shape.view, on: screen)
        files.tests = paths(matching: shape.tests, on: screen)
        files.mainLogic = paths(matching: Array(shape.logic.prefix(1)), on: screen).first
        for (patterns, matched) in [(shape.logic, files.logic), (shape.view, files.view)]
        where matched.isEmpty {
          throw .unmatched(
            screen: screen, shape: shape.id,
            patterns: patterns.map { PathPattern($0, screen: screen).text })
        }
        return files
      }
      let ownTypes = own.map { files in
        files.logic.reduce(into: Set<String>()) {
          $0.formUnion(sources[$1]!.topLevelTypes(extended: false))
        }
      }
      let sharedLogic = paths(matching: layout.sharedLogic, on: screen)
        .filter { !ownLogic.contains($0) }
      let sharedTests = paths(matching: layout.sharedTests, on: screen)
        .filter { !ownTests.contains($0) }
      return own.indices.map { index in
        var files = own[index]
        files.logic = counted(files.logic, sharing: sharedLogic, ownTypes: ownTypes[index])
        files.tests = counted(files.tests, sharing: sharedTests, ownTypes: ownTypes[index])
        return files
      }
    }

    /// `own` and the files of `shared` it links to, until none is added: a shared file that
    /// names one of `ownTypes` (the types the shape's own logic declares), or one that declares
    /// or extends a type the files counted so far name.
    ///
    /// NB: only top-level types link files: two suites that each nest a `Kind` do not name
    /// each other.
    func counted(_ own: [String], sharing shared: [String], ownTypes: Set<String>) -> [String] {
      var counted = Set(own)
      var words = own.reduce(into: Set<String>()) { $0.formUnion(sources[$1]!.words) }
      var grew = true
      while grew {
        let more = shared.filter { path in
          !counted.contains(path)
            && (!sources[path]!.words.isDisjoint(with: ownTypes)
              || !sources[path]!.topLevelTypes(extended: true).isDisjoint(with: words))
        }
        grew = !more.isEmpty
        counted.formUnion(more)
        for path in more { words.formUnion(sources[path]!.words) }
      }
      return counted.sorted()
    }

    /// The files of ``CodeLayout/viewSupport`` on any screen, sorted.
    var viewSupport: [String] {
      let patterns = layout.screens.flatMap { screen in
        layout.viewSupport.map { PathPattern($0, screen: screen) }
      }
      return paths.filter { path in patterns.contains { $0.matches(path) } }
    }
  }
}
