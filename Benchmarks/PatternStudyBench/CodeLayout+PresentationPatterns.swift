public import BenchKit
import Comparison
import PatternStudy

extension CodeLayout {
  /// This repository's layout: five screens, each written in five code shapes that six arms
  /// run.
  ///
  /// - **Screens**: the folders under `Sources/MVP/`, `Sources/MVVM/` and
  ///   `Sources/PatternStudy/Screens/`, in the order of the study's screens.
  /// - **`mvp`**: the presenter's folder, every file of it (presenter, view, cell view and
  ///   router protocols), the presenter's file first; the headless view
  ///   `MVP<Screen>Driver.swift`; the presenter's suites in `Tests/MVPTests/`
  ///   (`<Screen>PresenterTests`, `<Screen>PresenterCellTests`).
  /// - **`mvvm`** (arms `mvvm` and `mvvm-dedup`, which bind the same view models differently):
  ///   in `Sources/MVVM/<Screen>/`, the view model and its extensions and the cell view models;
  ///   its driver; its suites.
  /// - **`mvvm-state`**: the state view model and the state it publishes; its driver; its
  ///   suites.
  /// - **`mvp-observation`**: the control arm, MVP's presenters and tests (the same logic
  ///   patterns make it `mvp`'s in the requirement changes) with an `@Observable` view of its
  ///   own.
  /// - **`mvvm-observation`**: the `@Observable` view model and its cell models; its driver;
  ///   its suites.
  /// - **Shared logic**: the rest of a screen's MVVM folder (a route), for each view model
  ///   that names it.
  /// - **Shared tests**: the suites written once for several view models
  ///   (`UserListCellTests`, `RouteOutputTests`) and the `Support/` spies and probes, for the
  ///   shapes whose tests use them.
  /// - **View support**: the binders and renderers of `Sources/Comparison/Rendering/`.
  /// - **Changes**: `Benchmarks/Changes/`. A changed file is view code in the study's targets
  ///   (`Sources/PatternStudy/`, `Sources/Comparison/`) and in the client packages under
  ///   `Tests/` (their views are an importer's); a test elsewhere under `Tests/`; else logic.
  public static let presentationPatterns = CodeLayout(
    screens: ["UserList", "DogList", "BookSearch", "Login", "Profile"],
    shapes: [
      Shape(
        id: Arm.mvp.id, pattern: .mvp,
        logic: ["Sources/MVP/{screen}/{screen}Presenter.swift", "Sources/MVP/{screen}/*.swift"],
        view: ["Sources/PatternStudy/Screens/{screen}/MVP{screen}Driver.swift"],
        tests: ["Tests/MVPTests/{screen}Presenter*.swift"]),
      Shape(
        id: Arm.mvvm.id, arms: [Arm.mvvm.id, Arm.mvvmDeduplicated.id], pattern: .mvvm,
        logic: [
          "Sources/MVVM/{screen}/{screen}ViewModel*.swift",
          "Sources/MVVM/{screen}/*CellViewModel*.swift",
        ],
        view: ["Sources/PatternStudy/Screens/{screen}/MVVM{screen}Driver.swift"],
        tests: ["Tests/MVVMTests/{screen}ViewModel*.swift"]),
      Shape(
        id: Arm.mvvmState.id, pattern: .mvvm,
        logic: [
          "Sources/MVVM/{screen}/{screen}StateViewModel*.swift",
          "Sources/MVVM/{screen}/{screen}State.swift",
        ],
        view: ["Sources/PatternStudy/Screens/{screen}/MVVMState{screen}Driver.swift"],
        tests: ["Tests/MVVMTests/{screen}StateViewModel*.swift"]),
      Shape(
        id: Arm.mvpObservation.id, pattern: .mvp,
        logic: ["Sources/MVP/{screen}/{screen}Presenter.swift", "Sources/MVP/{screen}/*.swift"],
        view: ["Sources/PatternStudy/Screens/{screen}/ObservationMVP{screen}Driver.swift"],
        tests: ["Tests/MVPTests/{screen}Presenter*.swift"]),
      Shape(
        id: Arm.mvvmObservation.id, pattern: .mvvm,
        logic: [
          "Sources/MVVM/{screen}/{screen}ObservationViewModel*.swift",
          "Sources/MVVM/{screen}/*CellModel*.swift",
        ],
        view: ["Sources/PatternStudy/Screens/{screen}/ObservationMVVM{screen}Driver.swift"],
        tests: ["Tests/MVVMTests/{screen}ObservationViewModel*.swift"]),
    ],
    sharedLogic: ["Sources/MVVM/{screen}/*.swift"],
    sharedTests: [
      "Tests/MVVMTests/*.swift", "Tests/MVVMTests/Support/*.swift",
      "Tests/MVPTests/Support/*.swift", "Tests/MVPTests/*.swift",
    ],
    viewSupport: ["Sources/Comparison/Rendering/*.swift"],
    changes: "Benchmarks/Changes",
    viewFolders: [
      "Sources/PatternStudy/", "Sources/Comparison/", "Tests/ClientPackage/", "Tests/URLClient/",
    ],
    testFolders: ["Tests/"])
}
