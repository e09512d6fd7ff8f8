/// The visible state of one screen at one moment: what a person would see, independent of
/// the pattern that produced it.
///
/// Two patterns are at parity for a scenario when they produce equal snapshots after every
/// step. `drawing` renders the snapshot as a small ASCII picture for failure messages and the
/// README.
public struct ScreenSnapshot: Sendable, Equatable, Codable, CustomStringConvertible {
  /// One row of a list: a title and an optional detail.
  public struct Row: Sendable, Equatable, Codable {
    /// The main text.
    public var title: String
    /// The secondary text, if any.
    public var detail: String?

    /// Creates a row.
    public init(_ title: String, detail: String? = nil) {
      self.title = title
      self.detail = detail
    }
  }

  /// One widget's visible state.
  public enum Element: Sendable, Equatable, Codable {
    /// A text label; hidden labels draw as `hidden`.
    case label(name: String, text: String, isVisible: Bool)
    /// An activity indicator.
    case spinner(name: String, isVisible: Bool)
    /// A button, enabled or not, shown or hidden (a Retry button that shows only after a
    /// failure). Whether a hidden button is enabled is not seen: it draws as `hidden`, and two
    /// hidden buttons of one name are equal.
    case button(name: String, isEnabled: Bool, isVisible: Bool = true)
    /// An editable text field.
    case textField(name: String, text: String)
    /// A list of rows.
    case list(name: String, rows: [Row], isVisible: Bool)
    /// A switch, on or off.
    case toggle(name: String, isOn: Bool)
  }

  /// The screen's name, e.g. `UserList`.
  public var screen: String
  /// The widgets, top to bottom.
  public var elements: [Element]

  /// Creates a snapshot.
  public init(screen: String, elements: [Element]) {
    self.screen = screen
    self.elements = elements
  }

  /// The drawing.
  public var description: String {
    drawing()
  }

  /// A small ASCII picture of the screen; long lists show their first `maximumRows` rows and
  /// a line that counts the rest (`… 4 more`).
  ///
  /// - Parameter maximumRows: The most rows each list shows. With 0 a list shows its row count
  ///   and counts every row as more; a negative limit is 0.
  public func drawing(maximumRows: Int = 6) -> String {
    drawing(maximumRows: maximumRows, comparedWith: self)
  }

  /// The drawing, with each line that shows something `other` does not show in its place marked
  /// ``differenceMark`` after the frame: the screen's name, an element unlike `other`'s element
  /// in its place, a list's row count, a row, or the line that counts a list's rows past the
  /// limit when one of them differs. Compared with itself, it is ``drawing(maximumRows:)``.
  func drawing(maximumRows: Int, comparedWith other: ScreenSnapshot) -> String {
    let maximumRows = max(maximumRows, 0)
    var lines: [DrawnLine] = []
    for (index, element) in elements.enumerated() {
      let counterpart = other.elements.indices.contains(index) ? other.elements[index] : nil
      lines += element.drawnLines(maximumRows: maximumRows, comparedWith: counterpart)
    }
    let width = max(screen.count + 4, lines.map(\.text.count).max() ?? 0)
    let top =
      "+-- " + screen + " " + String(repeating: "-", count: width - screen.count - 2) + "+"
      + (screen == other.screen ? "" : Self.differenceMark)
    let body = lines.map { line in
      "| " + line.text + String(repeating: " ", count: width - line.text.count) + " |"
        + (line.differs ? Self.differenceMark : "")
    }
    let bottom = "+" + String(repeating: "-", count: width + 2) + "+"
    return ([top] + body + [bottom]).joined(separator: "\n")
  }

  /// What follows a line of a drawing that shows something the other screen does not.
  static let differenceMark = " <- differs"
}

/// One line of a drawing, and whether it shows something the screen compared with does not.
private struct DrawnLine {
  var text: String
  var differs: Bool
}

extension ScreenSnapshot.Element {
  /// Whether two elements look the same: equal, but for whether a hidden button is enabled.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.button(let name, _, false), .button(let other, _, false)): name == other
    case (
      .button(let name, let isEnabled, let isVisible), .button(let other, let enabled, let visible)
    ):
      name == other && isEnabled == enabled && isVisible == visible
    case (.label(let name, let text, let isVisible), .label(let other, let otherText, let visible)):
      name == other && text == otherText && isVisible == visible
    case (.spinner(let name, let isVisible), .spinner(let other, let visible)):
      name == other && isVisible == visible
    case (.textField(let name, let text), .textField(let other, let otherText)):
      name == other && text == otherText
    case (.list(let name, let rows, let isVisible), .list(let other, let otherRows, let visible)):
      name == other && rows == otherRows && isVisible == visible
    case (.toggle(let name, let isOn), .toggle(let other, let on)): name == other && isOn == on
    default: false
    }
  }
}

extension ScreenSnapshot.Row {
  /// The row as a drawing shows it: `Iyad Agha  ·  36 years`.
  var drawn: String {
    title + (detail.map { "  ·  " + $0 } ?? "")
  }
}

extension ScreenSnapshot.Element {
  /// The element's lines in a drawing, each marked when it shows something `other` (the element
  /// in its place on the screen compared with, if any) does not: one line, or for a visible
  /// list its row count, its first `maximumRows` rows and a line that counts the rest.
  fileprivate func drawnLines(maximumRows: Int, comparedWith other: Self?) -> [DrawnLine] {
    if case .list(let name, let rows, true) = self {
      return Self.listLines(
        name: name, rows: rows, maximumRows: maximumRows, comparedWith: other)
    }
    let text =
      switch self {
      case .label(let name, let text, let isVisible):
        "\(name): " + (isVisible ? "\"\(text)\"" : "hidden")
      case .spinner(let name, let isVisible):
        "\(name): " + (isVisible ? "(spinning)" : "hidden")
      case .button(let name, let isEnabled, let isVisible):
        "[\(name)]" + (!isVisible ? " hidden" : isEnabled ? "" : " disabled")
      case .textField(let name, let text):
        "\(name): [\(text)]"
      case .toggle(let name, let isOn):
        "\(name): (\(isOn ? "on" : "off"))"
      case .list(let name, _, _):
        "\(name): hidden"
      }
    return [DrawnLine(text: text, differs: other != self)]
  }

  /// A visible list's lines, each compared with its like in `other` when that is a visible list
  /// of the same name, and marked otherwise.
  private static func listLines(
    name: String, rows: [ScreenSnapshot.Row], maximumRows: Int, comparedWith other: Self?
  ) -> [DrawnLine] {
    let theirs: [ScreenSnapshot.Row]? =
      if case .list(name, let theirs, true)? = other { theirs } else { nil }
    var lines = [
      DrawnLine(
        text: "\(name): \(rows.count) row\(rows.count == 1 ? "" : "s")",
        differs: theirs?.count != rows.count)
    ]
    for (index, row) in rows.prefix(maximumRows).enumerated() {
      let differs = theirs.map { !$0.indices.contains(index) || $0[index] != row } ?? true
      lines.append(DrawnLine(text: "  | " + row.drawn, differs: differs))
    }
    if rows.count > maximumRows {
      // NB: the slices are read only when both lists are longer than the limit.
      let differs =
        theirs.map { $0.count != rows.count || $0[maximumRows...] != rows[maximumRows...] }
        ?? true
      lines.append(DrawnLine(text: "  | … \(rows.count - maximumRows) more", differs: differs))
    }
    return lines
  }
}
