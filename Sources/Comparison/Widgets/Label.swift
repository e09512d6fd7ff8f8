/// A headless text label: its text and its hidden flag are two widget properties, as in UIKit.
@MainActor
public final class Label {
  /// The text.
  public let text: Widget<String>
  /// Whether the label is hidden.
  public let isHidden: Widget<Bool>

  /// Creates a label, hidden unless `isHidden` is `false`.
  @inlinable
  public init(_ text: String = "", isHidden: Bool = true, counters: ViewCounters) {
    self.text = Widget(text, counters: counters)
    self.isHidden = Widget(isHidden, counters: counters)
  }

  /// Shows `text`: two writes, the text and the hidden flag, as a view controller would.
  @inlinable
  public func show(_ text: String) {
    self.text.write(text)
    isHidden.write(false)
  }

  /// Shows `text`, or hides the label when it is `nil` (an optional output's natural binding):
  /// two writes either way.
  @inlinable
  public func display(_ text: String?) {
    self.text.write(text ?? "")
    isHidden.write(text == nil)
  }

  /// Shows `text`, or hides the label when it is `nil`, writing only the properties whose value
  /// changes (see ``Widget/update(_:)``). A hidden label keeps its old text: it is not visible.
  @inlinable
  public func update(_ text: String?) {
    if let text { self.text.update(text) }
    isHidden.update(text == nil)
  }

  /// The label's snapshot element; a hidden label's text is not visible, so it is left out.
  public func element(_ name: String) -> ScreenSnapshot.Element {
    .label(name: name, text: isHidden.value ? "" : text.value, isVisible: !isHidden.value)
  }
}
