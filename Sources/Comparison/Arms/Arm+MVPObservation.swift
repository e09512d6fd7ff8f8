extension Arm {
  /// The control arm: the MVP presenters, unchanged, whose passive view is an `@Observable`
  /// screen model rendered exactly as ``mvvmObservation`` renders its view models.
  ///
  /// Each screen model conforms to its screen's view protocol (and router protocol, for the
  /// screens that navigate): a view call sets stored properties, and the headless view renders
  /// them inside `withObservationTracking`, at most once per action. Navigation stays an event,
  /// one `route` view call after the render of what changed before it, as in
  /// ``mvvmObservation``. With the two arms on one core, a ratio between them measures the
  /// pattern alone; against ``mvp``, this arm measures what Observation costs MVP.
  public static let mvpObservation = Arm(
    id: "mvp-observation", name: "MVP @Observable",
    summary: "The same presenters; the view is an @Observable model, one render per action.",
    pattern: .mvp, core: .observation,
    drivers: ArmDrivers(
      userList: { ObservationMVPUserListDriver(service: $0) },
      userListCells: { ObservationMVPUserListDriver(service: $0, cells: true) },
      dogList: { ObservationMVPDogListDriver(service: $0) },
      dogListCells: { ObservationMVPDogListDriver(service: $0, cells: true) },
      bookSearch: { ObservationMVPBookSearchDriver(repository: $0, clock: $1) },
      login: { ObservationMVPLoginDriver(service: $0) },
      profile: { ObservationMVPProfileDriver(service: $0) }))
}
