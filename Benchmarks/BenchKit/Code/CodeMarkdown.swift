/// The code figures as Markdown: the cost sheet, the requirement changes and the claims
/// table, between `<!-- code -->` markers (exact, so `--check-results` compares them line by
/// line) with the claims between `<!-- claims -->` markers of their own (README carries a copy).
enum CodeMarkdown {
  /// Where the code section starts.
  static let start = "<!-- code -->"
  /// Where it ends.
  static let end = "<!-- /code -->"
  /// Where the claims table starts.
  static let claimsStart = "<!-- claims -->"
  /// Where it ends.
  static let claimsEnd = "<!-- /claims -->"

  /// The whole code section, markers included, under headings of `level`, with `claims`
  /// (the study guide's) settled last when there are any.
  static func section(
    _ code: CodeResults, claims: [StudyGuide.Claim] = [], level: Int = 2
  ) -> String {
    let heading = { (extra: Int, text: String) in
      String(repeating: "#", count: level + extra) + " " + text
    }
    var parts = [
      start, heading(0, "Code and change costs"),
      "Counted from the sources by `pattern-bench` (a lexer that drops comments and blank "
        + "lines; see *How pattern-bench measures*, \"Code figures\"). **Logic**: the presenter "
        + "or view model and the types only it needs (view, router and cell protocols; state; "
        + "route). **View**: the headless view a host writes to use it (its driver), without "
        + "the lines that only count view calls or probe for leaks. **Tests**: the logic's unit "
        + "tests and their spies. *Decisions*: branches and the operators that branch (the "
        + "measuring article lists them). *Shared behaviours*: tests whose names tests of "
        + "another shape share on the same screen." + sharing(code.layout),
      heading(1, "Every screen"),
      "*View support*: the machinery in \(supportFolders(code.layout)) a shape's views share "
        + "over the \(code.layout.screenCountText) (binders, renderers), written or imported once.",
      sheetTable(code.sheet.totals, support: true),
    ]
    for screen in code.sheet.screens {
      parts += [heading(1, screen.screen), sheetTable(screen.shapes)]
    }
    parts.append(heading(1, "Requirement changes"))
    if !code.changeProblems.isEmpty {
      parts.append(
        "**Not measured**: " + code.changeProblems.map { "\($0)." }.joined(separator: " "))
    }
    if code.changes.isEmpty {
      if !code.changeProblems.isEmpty {
        // Said above: none could be measured.
      } else if let folder = code.layout.changes {
        parts.append("No change is kept in `\(folder)`.")
      } else {
        parts.append("The code layout names no folder of requirement changes.")
      }
    } else {
      let layout = code.layout
      let controls = layout.shapes.filter(layout.isControlArm).map { shape in
        let owner = layout.logicOwner(of: shape)
        return " `\(shape.id)` runs `\(owner.id)`'s \(owner.logicName) and tests: its row in each "
          + "change's table counts its own patch (its view), and the summary adds "
          + "`\(owner.id)`'s logic and tests."
      }
      parts.append(
        "Each change is a requirement applied to every arm, with its tests and a parity "
          + "scenario, kept as patches in `\(code.layout.changes ?? "")` that CI applies, builds "
          + "and tests (`.ci/changes`). Each cell: logic lines added / removed (docs: non-blank "
          + "lines of documentation, counted apart); *touched*: added + removed. *Gained*: types, "
          + "protocol requirements, decisions and tests the touched files gained. The shared "
          + "part (texts, widgets, scenarios, tests written once) is charged to no arm."
          + controls.joined())
      parts.append(table(summaryCells(code)))
      for change in code.changes {
        parts += [heading(2, change.title), quote(change.requirement), changeTable(change)]
      }
    }
    let settled = claimsCells(code, claims)
    if !settled.rows.isEmpty { parts += [heading(1, "Claims"), claimsTable(settled)] }
    parts.append(end)
    return parts.joined(separator: "\n\n")
  }

  /// What the arms share, as sentences after the first: each arm that runs another's code,
  /// each control arm's logic; empty when no arm shares code.
  static func sharing(_ layout: CodeLayout) -> String {
    let clauses = layout.shapes.flatMap { shape in
      let owner = layout.logicOwner(of: shape)
      let control =
        "`\(shape.id)` runs `\(owner.id)`'s \(owner.logicName) and tests with a view of its own"
      return shape.arms.dropFirst().map { "`\($0)` runs `\(shape.id)`'s code" }
        + (layout.isControlArm(shape) ? [control] : [])
    }
    return clauses.isEmpty ? "" : " " + clauses.joined(separator: "; ") + "."
  }

  /// The folders of the layout's view support, as code: `` `Sources/Comparison/Rendering/` ``.
  static func supportFolders(_ layout: CodeLayout) -> String {
    var folders: [String] = []
    for folder in layout.viewSupport.map({ PathPattern($0).folder + "/" })
    where !folders.contains(folder) {
      folders.append(folder)
    }
    return folders.map { "`\($0)`" }.joined(separator: ", ")
  }

  /// The claims table between its markers.
  static func claimsTable(_ cells: Cells) -> String {
    claimsStart + "\n" + table(cells) + "\n" + claimsEnd
  }

  /// A table as headings and rows of Markdown cells, which the report shows as HTML.
  typealias Cells = (headings: [String], rows: [[String]])

  /// The claims, one column per shape (its figure, `n/a` where it has none).
  static func claimsCells(_ code: CodeResults, _ claims: [StudyGuide.Claim]) -> Cells {
    let rows = CodeClaim.claims(code, claims).map { claim in
      [claim.claim, claim.measure] + claim.figures.map { $0.map(countText) ?? "n/a" }
        + [claim.verdict.rawValue, claim.anchors]
    }
    let shapes = code.layout.shapes.map { "`\($0.id)`" }
    return (["claim", "measured by"] + shapes + ["verdict", "others counted"], rows)
  }

  static func sheetTable(_ shapes: [ShapeCode], support: Bool = false) -> String {
    table(sheetCells(shapes, support: support))
  }

  static func sheetCells(_ shapes: [ShapeCode], support: Bool = false) -> Cells {
    let rows = shapes.map { code in
      let supportCell = support ? ["\(code.viewSupport.lines)"] : []
      return [
        "`\(code.arms.joined(separator: "`, `"))`", "\(code.logic.lines)", "\(code.logic.types)",
        "\(code.logic.protocols) / \(code.logic.requirements)", "\(code.logic.decisions)",
        "\(code.view.lines)",
      ] + supportCell + [
        "\(code.view.decisions)", "\(code.tests.lines)",
        "\(code.tests.tests)",
        code.linesPerSharedBehaviour.map { "\(countText($0)) (\(code.sharedBehaviours))" } ?? "n/a",
        code.largestLogicFile.map { "\($0.lines) (\(fileName(of: $0.path)))" } ?? "n/a",
      ]
    }
    return (
      [
        "arms", "logic lines", "types", "protocols / requirements", "decisions", "view lines",
      ] + (support ? ["view support lines"] : []) + [
        "view decisions", "test lines", "tests", "test lines per shared behaviour (count)",
        "largest logic file",
      ], rows
    )
  }

  /// The change summary: per shape, what each change cost it (a control arm's with its
  /// logic's).
  static func summaryCells(_ code: CodeResults) -> Cells {
    let changes = code.changes
    let rows = code.layout.shapes.map { shape in
      let parts = changes.map { $0.cost(of: shape, in: code.layout) }
      let source = parts.map { ($0.logic + $0.view).touched }
      let tests = parts.map(\.tests.touched)
      let mean = { (values: [Int]) in
        countText(Double(values.reduce(0, +)) / Double(max(1, values.count)))
      }
      return [
        "`\(shape.arms.joined(separator: "`, `"))`",
        source.map(String.init).joined(separator: ", "), mean(source),
        tests.map(String.init).joined(separator: ", "), mean(tests),
        parts.map { String($0.files.count) }.joined(separator: ", "),
        "\(parts.reduce(0) { $0 + $1.gained.requirements })",
        "\(parts.reduce(0) { $0 + $1.gained.types })",
      ]
    }
    return (
      [
        "arms", "logic + view lines touched, by change", "mean", "test lines touched, by change",
        "mean", "files, by change", "protocol requirements gained", "types gained",
      ], rows
    )
  }

  static func changeTable(_ change: ChangeCost) -> String { table(changeCells(change)) }

  static func changeCells(_ change: ChangeCost) -> Cells {
    let rows = (change.shapes + [change.shared]).map { part in
      [
        part.part == "shared" ? "*shared*" : "`\(part.arms.joined(separator: "`, `"))`",
        lineChange(part.logic), lineChange(part.view), lineChange(part.tests),
        lineChange(part.docs), "\(part.files.count)",
        [
          part.gained.types, part.gained.requirements, part.gained.decisions, part.gained.tests,
        ].map(signed).joined(separator: " / "),
      ]
    }
    return (
      [
        "arms", "logic", "view (shared: harness)", "tests", "docs", "files",
        "gained: types / requirements / decisions / tests",
      ], rows
    )
  }

  static func lineChange(_ change: LineChange) -> String {
    "+\(change.added) / −\(change.removed)"
  }

  static func signed(_ value: Int) -> String {
    value > 0 ? "+\(value)" : value < 0 ? "−\(-value)" : "0"
  }

  static func quote(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? ">" : "> \($0)" }.joined(separator: "\n")
  }

  /// The first column text, the others figures (cells escaped by ``markdownTable``).
  static func table(_ cells: Cells) -> String {
    let alignments = cells.headings.indices.map { $0 == 0 ? "---" : "--:" }
    return markdownTable(cells.headings, alignments, cells.rows).joined(separator: "\n")
  }
}
