public import Comparison
public import Services

/// What a BookSearch scenario builds for the screen: the repository, and the clock of the
/// 300 ms debounce (presenters sleep on it directly, view models through a
/// `MainActorScheduler`, so advancing one `TestClock` drives any arm).
public struct BookSearchDependencies: Sendable {
  /// The repository the screen lists and searches.
  public var repository: any BookRepository
  /// The clock the debounce sleeps on.
  public var clock: any Clock<Duration>

  /// Creates the dependencies of a BookSearch screen.
  public init(repository: any BookRepository, clock: any Clock<Duration>) {
    self.repository = repository
    self.clock = clock
  }
}

/// A scenario of the BookSearch screen, written once for every arm.
public typealias BookSearchScenario = ScreenScenario<BookSearchDependencies, any BookSearchDriver>

/// The BookSearch screen in the six arms of the package's study.
public enum BookSearchScreen {
  /// Its drivers, one per arm, and its scenarios at each list size.
  public static let definition = ScreenDefinition<BookSearchDependencies, any BookSearchDriver>(
    .bookSearch,
    drivers: [
      .mvp: { MVPBookSearchDriver(repository: $0.repository, clock: $0.clock) },
      .mvvm: {
        MVVMBookSearchDriver(repository: $0.repository, clock: $0.clock, deduplicated: false)
      },
      .mvvmDeduplicated: {
        MVVMBookSearchDriver(repository: $0.repository, clock: $0.clock, deduplicated: true)
      },
      .mvvmState: { MVVMStateBookSearchDriver(repository: $0.repository, clock: $0.clock) },
      .mvpObservation: {
        ObservationMVPBookSearchDriver(repository: $0.repository, clock: $0.clock)
      },
      .mvvmObservation: {
        ObservationMVVMBookSearchDriver(repository: $0.repository, clock: $0.clock)
      },
    ],
    scenarios: BookSearchScenarios.all(sizes:))
}
