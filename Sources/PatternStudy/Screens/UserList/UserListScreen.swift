public import Comparison
public import Services

/// What a UserList scenario builds for the screen: the user service, and whether the list is a
/// table of reusable cells (``UserListWidgets/table``) rather than a list widget.
public struct UserListDependencies: Sendable {
  /// The service the screen loads its users from.
  public var service: any UserService
  /// Whether the rows show in a table of reusable cells.
  public var cells: Bool

  /// Creates the dependencies of a UserList screen.
  public init(service: any UserService, cells: Bool = false) {
    self.service = service
    self.cells = cells
  }
}

/// A scenario of the UserList screen, written once for every arm.
public typealias UserListScenario = ScreenScenario<UserListDependencies, any UserListDriver>

/// The UserList screen in the six arms of the package's study.
public enum UserListScreen {
  /// Its drivers, one per arm, and its scenarios at each list size.
  public static let definition = ScreenDefinition<UserListDependencies, any UserListDriver>(
    .userList,
    drivers: [
      .mvp: { MVPUserListDriver(service: $0.service, cells: $0.cells) },
      .mvvm: { MVVMUserListDriver(service: $0.service, deduplicated: false, cells: $0.cells) },
      .mvvmDeduplicated: {
        MVVMUserListDriver(service: $0.service, deduplicated: true, cells: $0.cells)
      },
      .mvvmState: { MVVMStateUserListDriver(service: $0.service, cells: $0.cells) },
      .mvpObservation: { ObservationMVPUserListDriver(service: $0.service, cells: $0.cells) },
      .mvvmObservation: { ObservationMVVMUserListDriver(service: $0.service, cells: $0.cells) },
    ],
    scenarios: UserListScenarios.all(sizes:))
}
