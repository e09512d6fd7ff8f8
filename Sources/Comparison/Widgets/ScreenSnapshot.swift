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
    /// A button, enabled or not.
    case button(name: String, isEnabled: Bool)
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
    let maximumRows = max(maximumRows, 0)
    var lines: [String] = []
    for element in elements {
      switch element {
      case .label(let name, let text, let isVisible):
        lines.append("\(name): " + (isVisible ? "\"\(text)\"" : "hidden"))
      case .spinner(let name, let isVisible):
        lines.append("\(name): " + (isVisible ? "(spinning)" : "hidden"))
      case .button(let name, let isEnabled):
        lines.append("[\(name)]" + (isEnabled ? "" : " disabled"))
      case .textField(let name, let text):
        lines.append("\(name): [\(text)]")
      case .toggle(let name, let isOn):
        lines.append("\(name): (\(isOn ? "on" : "off"))")
      case .list(let name, let rows, let isVisible):
        guard isVisible else {
          lines.append("\(name): hidden")
          continue
        }
        lines.append("\(name): \(rows.count) row\(rows.count == 1 ? "" : "s")")
        for row in rows.prefix(maximumRows) {
          lines.append("  | " + row.title + (row.detail.map { "  ·  " + $0 } ?? ""))
        }
        if rows.count > maximumRows {
          lines.append("  | … \(rows.count - maximumRows) more")
        }
      }
    }
    let width = max(screen.count + 4, lines.map(\.count).max() ?? 0)
    let top = "+-- " + screen + " " + String(repeating: "-", count: width - screen.count - 2) + "+"
    let body = lines.map { "| " + $0 + String(repeating: " ", count: width - $0.count) + " |" }
    let bottom = "+" + String(repeating: "-", count: width + 2) + "+"
    return ([top] + body + [bottom]).joined(separator: "\n")
  }
}
