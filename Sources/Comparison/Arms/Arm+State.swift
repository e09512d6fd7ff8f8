extension Arm {
  /// View models that publish each screen as one `Observable` state; the headless view observes
  /// it once and renders what changed.
  ///
  /// Each notification is one view call (`render`) that writes only the widgets whose value
  /// differs, so no write is redundant; the view models publish a state only when it changed.
  public static let mvvmState = Arm(
    id: "mvvm-state", name: "MVVM state",
    summary: "One Observable<State> per view model; the view renders what changed.",
    pattern: .mvvm, core: .signals,
    drivers: ArmDrivers(
      userList: { MVVMStateUserListDriver(service: $0) },
      userListCells: { MVVMStateUserListDriver(service: $0, cells: true) },
      dogList: { MVVMStateDogListDriver(service: $0) },
      dogListCells: { MVVMStateDogListDriver(service: $0, cells: true) },
      bookSearch: { MVVMStateBookSearchDriver(repository: $0, clock: $1) },
      login: { MVVMStateLoginDriver(service: $0) },
      profile: { MVVMStateProfileDriver(service: $0) }))
}
