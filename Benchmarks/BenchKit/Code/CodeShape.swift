/// One way the screens' code is written, as the cost sheet counts it: the presentation logic
/// (a presenter or one of three view models) with the view code a host writes to use it.
///
/// Arms that share all their code are one shape: `mvvm` and `mvvm-dedup` differ only in how
/// the harness binds. The control arm `mvp-observation` is a shape of its own: MVP's presenter
/// and tests, another view.
///
/// Which files belong to a shape follows the names the repository uses throughout, so the
/// rules are written here once:
/// - **Logic**: `Sources/MVP/<Screen>/` for the presenter (every file: presenter, view and
///   router protocols); in `Sources/MVVM/<Screen>/` the files named for the view model
///   (``LogicKind/fileSuffixes``). A file of the folder named for no kind (a route) belongs to
///   every view model that names one of its types.
/// - **View side**: `Sources/Comparison/Screens/<Screen>/<prefix><Screen>Driver.swift`, the
///   headless view, without the lines only the harness needs (see
///   ``SwiftSource/figures(harness:)``).
/// - **Tests**: in the logic's test target, the files whose names start with the logic type's
///   name; a file named for no kind belongs to every kind whose type it names (a suite written
///   once for three view models counts for each), and a file of `Support/` (a spy) to every
///   screen and kind whose counted tests name one of its types.
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

    /// The logic type's name for `screen`, such as `ProfilePresenter`.
    public func typeName(_ screen: String) -> String {
      switch self {
      case .presenter: screen + "Presenter"
      case .signals: screen + "ViewModel"
      case .state: screen + "StateViewModel"
      case .observation: screen + "ObservationViewModel"
      }
    }

    /// The module folder the logic lives in, under `Sources/`.
    var module: String { self == .presenter ? "MVP" : "MVVM" }

    /// The test target, under `Tests/`.
    var testTarget: String { module + "Tests" }

    /// The file-name endings of this kind's files in `Sources/MVVM/<Screen>/`, after the
    /// screen's or the row's name.
    var fileSuffixes: [String] {
      switch self {
      case .presenter: []
      case .signals: ["ViewModel.swift", "CellViewModel.swift"]
      case .state: ["StateViewModel.swift", "State.swift"]
      case .observation: ["ObservationViewModel.swift", "CellModel.swift"]
      }
    }

    /// The kind a file of a screen's MVVM folder is named for, if any: the longest matching
    /// suffix decides (`StateViewModel.swift` is the state kind's, not a `ViewModel.swift`).
    static func owner(ofFile name: String) -> LogicKind? {
      allCases.flatMap { kind in kind.fileSuffixes.map { (kind: kind, suffix: $0) } }
        .filter { name.hasSuffix($0.suffix) }
        .max { $0.suffix.count < $1.suffix.count }?.kind
    }
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

  /// The screens whose code is counted, in table order.
  static let screens = ["UserList", "DogList", "BookSearch", "Login", "Profile"]

  /// The shape's name in tables: its arms' ids.
  public var name: String { arms.joined(separator: " + ") }

  /// The driver file of `screen`.
  func driverPath(_ screen: String) -> String {
    "Sources/PatternStudy/Screens/\(screen)/\(driverPrefix)\(screen)Driver.swift"
  }
}
