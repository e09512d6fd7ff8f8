extension ScreenSnapshot {
  /// The first element named `name`, if any.
  public func element(_ name: String) -> Element? {
    elements.first { $0.name == name }
  }

  /// The text of the label or text field named `name` (a hidden label's is empty).
  public func text(_ name: String) -> String? {
    switch element(name) {
    case .label(_, let text, _), .textField(_, let text): text
    default: nil
    }
  }

  /// Whether the label, spinner, button or list named `name` is visible.
  public func isVisible(_ name: String) -> Bool? {
    switch element(name) {
    case .label(_, _, let isVisible), .spinner(_, let isVisible), .button(_, _, let isVisible),
      .list(_, _, let isVisible):
      isVisible
    default: nil
    }
  }

  /// Whether the button named `name` is enabled.
  public func isEnabled(_ name: String) -> Bool? {
    if case .button(_, let isEnabled, _) = element(name) { return isEnabled }
    return nil
  }

  /// Whether the toggle named `name` is on.
  public func isOn(_ name: String) -> Bool? {
    if case .toggle(_, let isOn) = element(name) { return isOn }
    return nil
  }

  /// The rows of the list named `name`.
  public func rows(_ name: String) -> [Row]? {
    if case .list(_, let rows, _) = element(name) { return rows }
    return nil
  }
}

extension ScreenSnapshot.Element {
  /// The element's name, which queries find it by.
  public var name: String {
    switch self {
    case .label(let name, _, _), .spinner(let name, _), .button(let name, _, _),
      .textField(let name, _), .list(let name, _, _), .toggle(let name, _):
      name
    }
  }
}
