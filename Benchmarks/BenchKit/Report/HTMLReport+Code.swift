import Foundation

extension HTMLReport {
  /// The guide, the claims, and per screen its cost sheet beside the code of every shape in
  /// adjacent columns; per requirement change its figures and each shape's patch side by side.
  func codeSections(_ code: CodeResults) -> [String] {
    var body = [
      "<h2>Code and change costs</h2>",
      "<p>Counted from the sources, comments and blank lines left out: the presentation logic, "
        + "the view a host writes to use it, and the tests. The same tables are in RESULTS.md, "
        + "where CI checks them against the sources.</p>",
      "<h3>Claims</h3>", cellsTable(CodeMarkdown.claimsCells(code)),
      "<h3>Every screen</h3>",
      cellsTable(CodeMarkdown.sheetCells(code.sheet.totals, support: true)),
    ]
    for screen in code.sheet.screens {
      let columns = screen.shapes.map { shape in
        column(
          heading: shape.arms.joined(separator: " + "),
          blocks: (shape.logicFiles + shape.viewFiles).map { path in
            (fileName(of: path), code.sources[path].map(xmlEscaped) ?? "")
          })
      }
      body += [
        "<h3>\(xmlEscaped(screen.screen))</h3>", cellsTable(CodeMarkdown.sheetCells(screen.shapes)),
        "<details><summary>The code of every shape, side by side (logic, then view)</summary>"
          + "<div class=\"code-grid\">\(columns.joined())</div></details>",
      ]
    }
    guard !code.changes.isEmpty else { return body }
    body += [
      "<h2>Requirement changes</h2>",
      "<p>Each change applied to every arm, with its tests and a parity scenario; each cell: "
        + "logic lines added / removed. The shared part is charged to no arm.</p>",
      cellsTable(CodeMarkdown.summaryCells(code)),
    ]
    for change in code.changes {
      let columns = (change.shapes + [change.shared]).filter { !$0.patch.isEmpty }.map { part in
        column(
          heading: part.part == "shared" ? "shared" : part.arms.joined(separator: " + "),
          blocks: [("", diffHTML(part.patch))])
      }
      body += [
        "<h3>\(xmlEscaped(change.title))</h3>",
        "<blockquote>\(inlineHTML(change.requirement).replacingOccurrences(of: "\n", with: "<br/>"))</blockquote>",
        cellsTable(CodeMarkdown.changeCells(change)),
        "<details><summary>The patches, side by side</summary>"
          + "<div class=\"code-grid\">\(columns.joined())</div></details>",
      ]
    }
    return body
  }

  private func cellsTable(_ cells: CodeMarkdown.Cells) -> String {
    table(cells.headings.map(inlineHTML), cells.rows.map { $0.map(inlineHTML) })
  }

  /// One column of the grid: a heading, then each block's title and preformatted HTML.
  private func column(heading: String, blocks: [(title: String, html: String)]) -> String {
    "<div><h4>\(xmlEscaped(heading))</h4>"
      + blocks.map { block in
        (block.title.isEmpty ? "" : "<p class=\"file\">\(xmlEscaped(block.title))</p>")
          + "<pre>\(block.html)</pre>"
      }.joined() + "</div>"
  }

  /// A patch with its added and removed lines marked.
  private func diffHTML(_ patch: String) -> String {
    patch.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let text = xmlEscaped(String(line))
      if line.hasPrefix("+++") || line.hasPrefix("---") || line.hasPrefix("diff ")
        || line.hasPrefix("index ") || line.hasPrefix("new file")
      {
        return "<span class=\"meta\">\(text)</span>"
      }
      if line.hasPrefix("@@") { return "<span class=\"hunk\">\(text)</span>" }
      if line.hasPrefix("+") { return "<span class=\"add\">\(text)</span>" }
      if line.hasPrefix("-") { return "<span class=\"del\">\(text)</span>" }
      return text
    }.joined(separator: "\n")
  }
}

/// Markdown's inline marks as HTML: the text escaped, `**strong**` and `` `code` ``.
func inlineHTML(_ markdown: String) -> String {
  var html = ""
  var strong = false
  var code = false
  var rest = Substring(markdown)
  while let first = rest.first {
    if !code, rest.hasPrefix("**") {
      html += strong ? "</strong>" : "<strong>"
      strong.toggle()
      rest = rest.dropFirst(2)
    } else if first == "`" {
      html += code ? "</code>" : "<code>"
      code.toggle()
      rest = rest.dropFirst()
    } else {
      html += xmlEscaped(String(first))
      rest = rest.dropFirst()
    }
  }
  return html + (code ? "</code>" : "") + (strong ? "</strong>" : "")
}
