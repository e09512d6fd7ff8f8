public import Comparison
public import Services

/// What a DogList scenario builds for the screen: the dog service, and whether the list is a
/// table of reusable cells (``DogListWidgets/table``) rather than a list widget.
public struct DogListDependencies: Sendable {
  /// The service the screen loads its dogs from.
  public var service: any DogService
  /// Whether the rows show in a table of reusable cells.
  public var cells: Bool

  /// Creates the dependencies of a DogList screen.
  public init(service: any DogService, cells: Bool = false) {
    self.service = service
    self.cells = cells
  }
}

/// A scenario of the DogList screen, written once for every arm.
public typealias DogListScenario = ScreenScenario<DogListDependencies, any DogListDriver>

/// The DogList screen in the six arms of the package's study.
public enum DogListScreen {
  /// Its drivers, one per arm, and its scenarios at each list size.
  public static let definition = ScreenDefinition<DogListDependencies, any DogListDriver>(
    .dogList,
    drivers: [
      .mvp: { MVPDogListDriver(service: $0.service, cells: $0.cells) },
      .mvvm: { MVVMDogListDriver(service: $0.service, deduplicated: false, cells: $0.cells) },
      .mvvmDeduplicated: {
        MVVMDogListDriver(service: $0.service, deduplicated: true, cells: $0.cells)
      },
      .mvvmState: { MVVMStateDogListDriver(service: $0.service, cells: $0.cells) },
      .mvpObservation: { ObservationMVPDogListDriver(service: $0.service, cells: $0.cells) },
      .mvvmObservation: { ObservationMVVMDogListDriver(service: $0.service, cells: $0.cells) },
    ],
    scenarios: DogListScenarios.all(sizes:))
}
