/// One way the screens' code is written, as the cost sheet counts it: the presentation logic
/// (a presenter or one of three view models) with the view code a host writes to use it.
///
/// Arms that share all their code are one shape: `mvvm` and `mvvm-dedup` differ only in how
/// the harness binds. The control arm `mvp-observation` is a shape of its own: MVP's presenter
/// and tests, another view.
///
/// Which files belong to a shape is declared in ``CodeLayout/presentationPatterns``; the
/// requirement changes, the claims and the guide still read the shapes from here.
public struct CodeShape: Sendable, Hashable, Identifiable {
  /// The kind of presentation logic.
  public enum LogicKind: String, Sendable, Hashable, CaseIterable {
    /// An MVP presenter.
    case presenter
    /// A view model of Signals outputs.
    case signals
    /// A view model with one state output.
    case state
    /// An `@Observable` view model.
    case observation
  }

  /// The shape's id: the id of its first arm.
  public let id: String
  /// The arms that run this code.
  public let arms: [String]
  /// Its presentation logic.
  public let logic: LogicKind
  /// The prefix of its driver files: `MVP` for `MVPProfileDriver.swift`.
  public let driverPrefix: String

  /// Every shape, in the order of the arms.
  public static let all: [CodeShape] = [
    CodeShape(id: "mvp", arms: ["mvp"], logic: .presenter, driverPrefix: "MVP"),
    CodeShape(id: "mvvm", arms: ["mvvm", "mvvm-dedup"], logic: .signals, driverPrefix: "MVVM"),
    CodeShape(id: "mvvm-state", arms: ["mvvm-state"], logic: .state, driverPrefix: "MVVMState"),
    CodeShape(
      id: "mvp-observation", arms: ["mvp-observation"], logic: .presenter,
      driverPrefix: "ObservationMVP"),
    CodeShape(
      id: "mvvm-observation", arms: ["mvvm-observation"], logic: .observation,
      driverPrefix: "ObservationMVVM"),
  ]

  /// The shape's name in tables: its arms' ids.
  public var name: String { arms.joined(separator: " + ") }
}
