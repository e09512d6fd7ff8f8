import Foundation

extension HTMLReport {
  /// The code figures: the claims, every screen's cost sheet, and per screen its sheet and the code
  /// of every two shapes side by side, folded; then per requirement change its figures and the
  /// patches of every two shapes side by side, folded.
  func codeSections(_ tables: Document.Code, _ code: CodeResults) -> [Section] {
    var html = [
      "<p>Counted from the sources, comments and blank lines left out: the presentation logic, "
        + "the view a host writes to use it, and the tests. The Markdown output holds the same "
        + "tables.</p>"
    ]
    if let claims = tables.claims { html.append(table(claims, level: 3)) }
    html += [Self.heading(3, "every-screen", "Every screen"), table(tables.totals)]
    for (index, screen) in code.sheet.screens.enumerated() {
      let files = screen.shapes.map { shape in
        (shape.logicFiles + shape.viewFiles).map { path in
          CodeBlock(
            id: path, title: fileName(of: path),
            html: code.sources[path].map { codeHTML(sourceLines($0), wholeComments: false) } ?? "")
        }
      }
      html.append(
        folded(
          "\(screen.screen): the figures, and the code of two arms side by side",
          table(tables.screens[index].table) + "\n"
            + "<p class=\"note\">Each run of comment lines shows its first line; ⋯ stands for the "
            + "rest, which the sources hold.</p>\n"
            + codeTabs("code\(index)", arms: screen.shapes.map(\.arms), files)))
    }
    var sections = [Self.section("code", "Code and change costs", html)]
    if !code.changes.isEmpty || !code.changeProblems.isEmpty {
      sections.append(changesSection(tables, code))
    }
    return sections
  }

  /// Per requirement change, its figures and each shape's patch of the logic and the view, two at a
  /// time; the tests and the shared part are left out, and said so.
  private func changesSection(_ tables: Document.Code, _ code: CodeResults) -> Section {
    var html = [
      "<p>Each change is applied to every arm, with its tests and a parity scenario. Each cell: "
        + "logic lines added / removed. The shared part is charged to no arm.</p>"
    ]
    if !code.changeProblems.isEmpty {
      html.append(
        "<div class=\"alert\"><p><strong>Not measured</strong></p><ul>"
          + code.changeProblems.map { "<li>\(xmlEscaped($0))</li>" }.joined() + "</ul></div>")
    }
    if let summary = tables.summary { html.append(table(summary)) }
    for (index, change) in code.changes.enumerated() {
      let parts = change.shapes.filter { !$0.patch.isEmpty }
      let files = parts.map { part in
        UnifiedDiff.showing(part.patch).filter {
          [.logic, .view].contains(code.layout.changedPart(of: $0.path))
        }.map { file in
          CodeBlock(
            id: "\(part.part) \(file.path)", title: fileName(of: file.path),
            html: codeHTML(file.lines, wholeComments: true))
        }
      }
      let folder = code.layout.changes.map {
        " (<code>\(xmlEscaped($0))/\(xmlEscaped(change.id))</code>)"
      }
      html += [
        Self.heading(3, "change-\(index + 1)", change.title),
        "<blockquote>\(inlineHTML(change.requirement).replacingOccurrences(of: "\n", with: "<br/>"))</blockquote>",
        table(tables.changes[index].table),
        folded(
          "The patches of the logic and the view, two arms side by side",
          "<p class=\"note\">The tests and the shared part are in the change's patches"
            + (folder ?? "") + ".</p>\n"
            + codeTabs("change\(index)", arms: parts.map(\.arms), files)),
      ]
    }
    return Self.section("changes", "Requirement changes", html)
  }

  /// A file, or a patch of one, as code tabs show it.
  typealias CodeBlock = (id: String, title: String, html: String)

  /// Columns of code, one per shape, headed by the names of the arms it runs (`MVVM + MVVM dedup`),
  /// two at a time, picked with radio buttons and no script: a row of buttons for the left column
  /// and one for the right, the first two columns picked first. A block in the files of several
  /// columns shows once, in each of them.
  func codeTabs(_ id: String, arms: [[String]], _ files: [[CodeBlock]]) -> String {
    guard !arms.isEmpty else { return "" }
    let columns = arms.map { arms in
      arms.map { id in results.arms.first { $0.id == id }?.name ?? id }.joined(separator: " + ")
    }
    var blocks: [(file: CodeBlock, columns: [Int])] = []
    for (column, files) in files.enumerated() {
      for file in files {
        if let known = blocks.firstIndex(where: { $0.file.id == file.id }) {
          blocks[known].columns.append(column)
        } else {
          blocks.append((file, [column]))
        }
      }
    }
    let inputs = ["l", "r"].flatMap { side in
      columns.indices.map { column in
        let picked = column == (side == "l" ? 0 : min(1, columns.count - 1))
        return "<input type=\"radio\" name=\"\(id)\(side)\" id=\"\(id)\(side)\(column)\" "
          + "class=\"\(side)\(column)\"" + (picked ? " checked=\"checked\"" : "") + "/>"
      }
    }
    let picks = [("l", "Left"), ("r", "Right")].map { side, title in
      "<div class=\"pick\"><span>\(title):</span> "
        + columns.enumerated().map { column, name in
          "<label for=\"\(id)\(side)\(column)\" class=\"\(side)\(column)\">\(xmlEscaped(name))</label>"
        }.joined(separator: " ") + "</div>"
    }
    let headers = columns.enumerated().map { column, name in
      "<div class=\"s\(column) hd\">\(xmlEscaped(name))</div>"
    }
    let files = blocks.map { file, shown in
      "<div class=\"\(shown.map { "s\($0)" }.joined(separator: " "))\">"
        + "<p class=\"file\">\(xmlEscaped(file.title))"
        + (shown.count > 1
          ? " <span class=\"note\">(\(xmlEscaped(shown.map { columns[$0] }.joined(separator: ", "))))</span>"
          : "") + "</p><pre>\(file.html)</pre></div>"
    }
    // A check box only where some comment has more lines to show.
    let folds = blocks.contains { $0.file.html.contains("<b>") }
    return "<div class=\"tabs\">" + inputs.joined()
      + (folds ? "<input type=\"checkbox\" id=\"\(id)c\" class=\"sc\"/>" : "") + "\n"
      + picks.joined(separator: "\n")
      + (folds
        ? "\n<div class=\"pick\"><label for=\"\(id)c\" class=\"sc\">Show comments whole</label></div>"
        : "")
      + "\n<div class=\"cols\">\n" + (headers + files).joined(separator: "\n") + "\n</div></div>"
  }

  /// The lines of a source file, each with an empty marker.
  private func sourceLines(_ text: String) -> [UnifiedDiff.Line] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines.map { UnifiedDiff.Line(marker: "", text: String($0)) }
  }

  /// Code as HTML: added and removed lines on green and red, hunks' starts in blue, and each run of
  /// whole-line comments folded to its first line, in grey.
  func codeHTML(_ lines: [UnifiedDiff.Line], wholeComments: Bool) -> String {
    var (html, open, index) = ("", "", 0)
    let isComment = { (line: UnifiedDiff.Line) in
      line.marker != "@" && line.text.trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }
    while index < lines.count {
      let line = lines[index]
      let block = line.marker == "+" ? "ins" : line.marker == "-" ? "del" : ""
      if block != open {
        html += (open.isEmpty ? "" : "</\(open)>") + (block.isEmpty ? "" : "<\(block)>")
        open = block
      }
      var end = index + 1
      if isComment(line) {
        while end < lines.count, lines[end].marker == line.marker, isComment(lines[end]) {
          end += 1
        }
        let run = lines[index..<end].map { xmlEscaped($0.marker + $0.text) }
        let rest =
          run.count == 1
          ? "" : wholeComments ? "<b>\n\(run.dropFirst().joined(separator: "\n"))</b>" : " ⋯"
        html += "<i>\(run[0])\(rest)</i>\n"
      } else if line.marker == "@" {
        html += "<span class=\"hunk\">\(xmlEscaped(line.text))</span>\n"
      } else {
        html += xmlEscaped(line.marker + line.text) + "\n"
      }
      index = end
    }
    return html + (open.isEmpty ? "" : "</\(open)>")
  }

  /// The style of the code tabs, for blocks of up to as many columns as the page shows.
  var codeTabsStyle: String {
    guard let code = results.code else { return "" }
    let shapes =
      (code.sheet.screens.map(\.shapes.count)
      + code.changes.map { $0.shapes.count { !$0.patch.isEmpty } }).max() ?? 0
    guard shapes > 0 else { return "" }
    let columns = (0..<shapes).map { column in
      """
      input.l\(column):checked ~ .cols > .s\(column) { display: block; grid-column: 1; order: 1; }
      input.r\(column):checked ~ .cols > .s\(column) { display: block; grid-column: 2; order: 2; }
      input.l\(column):checked ~ .pick label.l\(column), \
      input.r\(column):checked ~ .pick label.r\(column) { background: #333; color: #fff; }
      """
    }
    let pairs = (0..<shapes).flatMap { left in
      (0..<shapes).filter { $0 != left }.map { right in
        "input.l\(left):checked ~ input.r\(right):checked ~ .cols > .s\(left).s\(right) "
          + "{ grid-column: 1 / -1; order: 3; }"
      }
    }
    return """
      .tabs > input { position: absolute; opacity: 0; pointer-events: none; }
      .pick { margin: 0.25em 0; font-size: 0.9em; }
      .pick label { display: inline-block; border: 1px solid #bbb; border-radius: 3px;
        padding: 0 0.5em; margin: 0.1em 0.1em; cursor: pointer; }
      .tabs > .sc:checked ~ .pick label.sc { background: #333; color: #fff; }
      .cols { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
        grid-auto-flow: row dense; gap: 0 12px; }
      .cols > div { display: none; min-width: 0; }
      .cols .hd { font-weight: 600; border-bottom: 2px solid #888; margin-top: 0.4em; }
      .cols pre { font-size: 0.75em; background: #f7f7f7; padding: 0.5em; overflow-x: auto;
        margin: 0.2em 0 0.6em; }
      .file { font-weight: 600; margin: 0.4em 0 0; font-size: 0.85em; }
      pre i { font-style: normal; color: #8a8a8a; } pre b { font-weight: normal; display: none; }
      .sc:checked ~ .cols pre b { display: inline; }
      .sc:not(:checked) ~ .cols pre i:has(b)::after { content: " ⋯"; }
      pre ins, pre del { display: block; text-decoration: none; }
      pre ins { background: #e6ffec; } pre del { background: #ffebe9; }
      .hunk { color: #0550ae; }
      @media (max-width: 640px) { .cols { grid-template-columns: minmax(0, 1fr); }
        .cols > div { grid-column: 1 !important; } }
      \((columns + pairs).joined(separator: "\n"))

      """
  }
}

/// Markdown's inline marks as HTML: the text escaped, `**strong**`, `*emphasis*` and `` `code` ``.
func inlineHTML(_ markdown: String) -> String {
  var html = ""
  var (strong, emphasis, code) = (false, false, false)
  func toggle(_ isOpen: inout Bool, _ name: String) -> String {
    isOpen.toggle()
    return isOpen ? "<\(name)>" : "</\(name)>"
  }
  var rest = Substring(markdown)
  while let first = rest.first {
    if !code, rest.hasPrefix("**") {
      html += toggle(&strong, "strong")
      rest.removeFirst()
    } else if !code, first == "*",
      emphasis
        || (rest.dropFirst().first.map { !$0.isWhitespace } ?? false)
          && rest.dropFirst().contains("*")
    {
      html += toggle(&emphasis, "em")
    } else if first == "`" {
      html += toggle(&code, "code")
    } else {
      html += xmlEscaped(String(first))
    }
    rest.removeFirst()
  }
  return html + (code ? "</code>" : "") + (emphasis ? "</em>" : "") + (strong ? "</strong>" : "")
}
