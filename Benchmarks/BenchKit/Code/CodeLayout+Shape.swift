public import Comparison

extension CodeLayout {
  /// One way the screens' code is written: presentation logic (a presenter, a view model), the
  /// view code a host writes to use it, and the logic's tests, as path patterns (see
  /// ``CodeLayout``).
  ///
  /// Arms that share all their code are one shape (this repository's `mvvm` and `mvvm-dedup`
  /// differ only in how the harness binds); a shape with an earlier shape's logic patterns
  /// and a view of its own is a control arm (``CodeLayout/logicOwner(of:)``).
  public struct Shape: Sendable, Hashable, Identifiable {
    /// The shape's id, as tables show it and a change names its patch (`mvp.patch`).
    public var id: String
    /// The ids of the arms that run this code.
    public var arms: [String]
    /// The pattern the logic is written in.
    public var pattern: Arm.Pattern
    /// Patterns of the logic's files; the first names its main file.
    public var logic: [String]
    /// Patterns of the view code a host writes to use the logic.
    public var view: [String]
    /// Patterns of the logic's tests.
    public var tests: [String]

    /// A shape named `id`, run by `arms` (by default the one arm of the same id).
    ///
    /// - Parameters:
    ///   - id: The shape's id.
    ///   - arms: The ids of the arms that run its code; `[id]` when `nil`.
    ///   - pattern: The pattern its logic is written in.
    ///   - logic: Patterns of its logic files, the main file's first.
    ///   - view: Patterns of its view files.
    ///   - tests: Patterns of its test files.
    public init(
      id: String, arms: [String]? = nil, pattern: Arm.Pattern, logic: [String], view: [String],
      tests: [String]
    ) {
      self.id = id
      self.arms = arms ?? [id]
      self.pattern = pattern
      self.logic = logic
      self.view = view
      self.tests = tests
    }
  }
}

extension CodeLayout.Shape {
  /// What the logic is called in sentences, by its pattern: `presenters`, `view models`, else
  /// `logic`.
  var logicName: String {
    switch pattern {
    case .mvp: "presenters"
    case .mvvm: "view models"
    default: "logic"
    }
  }
}
