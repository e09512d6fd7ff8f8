extension Arm {
  /// View models on Apple's Observation: `@Observable` classes whose stored properties are the
  /// screen's state; the headless view renders inside `withObservationTracking`, whose
  /// `onChange` only marks it dirty, and renders at most once per action (at the end of each
  /// input, or in one main-actor job after an async result).
  public static let mvvmObservation = Arm(
    id: "mvvm-observation", name: "MVVM @Observable",
    summary: "@Observable view models; a change marks the view dirty, one render per action.",
    pattern: .mvvm, core: .observation,
    drivers: ArmDrivers(
      userList: { ObservationMVVMUserListDriver(service: $0) },
      userListCells: { ObservationMVVMUserListDriver(service: $0, cells: true) },
      dogList: { ObservationMVVMDogListDriver(service: $0) },
      dogListCells: { ObservationMVVMDogListDriver(service: $0, cells: true) },
      bookSearch: { ObservationMVVMBookSearchDriver(repository: $0, clock: $1) },
      login: { ObservationMVVMLoginDriver(service: $0) },
      profile: { ObservationMVVMProfileDriver(service: $0) }))
}
