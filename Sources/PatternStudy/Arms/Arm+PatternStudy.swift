public import Comparison

/// The six arms of the package's study, identities only: which code each runs on a screen is
/// said by that screen's ``ScreenDefinition`` (`UserListScreen.definition` and its siblings).
extension Arm {
  /// Presenters pushing formatted data to passive view protocols: the reference.
  public static let mvp = Arm(
    id: "mvp", name: "MVP",
    summary: "Presenters call a passive view protocol; the view copies what it is told.",
    pattern: .mvp, core: .direct)

  /// View models on Signals, one observable output per widget, every binding plain.
  public static let mvvm = Arm(
    id: "mvvm", name: "MVVM",
    summary: "View models on Signals; one binding per output, every notification rendered.",
    pattern: .mvvm, core: .signals)

  /// The same view models; every binding skips a value equal to the last one it rendered (in
  /// the binder's observer: the view calls of `removeDuplicates()`, without an observable per
  /// binding).
  public static let mvvmDeduplicated = Arm(
    id: "mvvm-dedup", name: "MVVM dedup",
    summary: "The same view models; every binding skips a value equal to the last it rendered.",
    pattern: .mvvm, core: .signals)

  /// View models that publish each screen as one `Observable` state; the headless view observes
  /// it once and renders what changed.
  ///
  /// Each notification is one view call (`render`) that writes only the widgets whose value
  /// differs, so no write is redundant; the view models publish a state only when it changed.
  public static let mvvmState = Arm(
    id: "mvvm-state", name: "MVVM state",
    summary: "One Observable<State> per view model; the view renders what changed.",
    pattern: .mvvm, core: .signals)

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
    pattern: .mvp, core: .observation)

  /// View models on Apple's Observation: `@Observable` classes whose stored properties are the
  /// screen's state; the headless view renders inside `withObservationTracking`, whose
  /// `onChange` only marks it dirty, and renders at most once per action (at the end of each
  /// input, or in one main-actor job after an async result).
  public static let mvvmObservation = Arm(
    id: "mvvm-observation", name: "MVVM @Observable",
    summary: "@Observable view models; a change marks the view dirty, one render per action.",
    pattern: .mvvm, core: .observation)
}
