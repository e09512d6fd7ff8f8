@testable import Comparison
@testable import PatternStudy

extension ViewCounts {
  /// Counts in the order view calls, widget writes, redundant writes.
  init(_ viewCalls: Int, _ widgetWrites: Int, _ redundantWrites: Int) {
    self.init(viewCalls: viewCalls, widgetWrites: widgetWrites, redundantWrites: redundantWrites)
  }
}

extension ScreenSnapshot {
  /// The element named `name`.
  func element(_ name: String) -> Element? {
    elements.first { element in
      switch element {
      case .label(let label, _, _), .spinner(let label, _), .button(let label, _),
        .textField(let label, _), .list(let label, _, _):
        label == name
      }
    }
  }

  /// The text of the label or text field named `name`.
  func text(_ name: String) -> String? {
    switch element(name) {
    case .label(_, let text, _), .textField(_, let text): text
    default: nil
    }
  }

  /// Whether the label, spinner or list named `name` is visible.
  func isVisible(_ name: String) -> Bool? {
    switch element(name) {
    case .label(_, _, let isVisible), .spinner(_, let isVisible), .list(_, _, let isVisible):
      isVisible
    default: nil
    }
  }

  /// Whether the button named `name` is enabled.
  func isEnabled(_ name: String) -> Bool? {
    if case .button(_, let isEnabled) = element(name) { return isEnabled }
    return nil
  }

  /// The rows of the list named `name`.
  func rows(_ name: String) -> [Row]? {
    if case .list(_, let rows, _) = element(name) { return rows }
    return nil
  }
}
