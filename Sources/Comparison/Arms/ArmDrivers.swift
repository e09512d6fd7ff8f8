public import Services

/// Makes one arm's driver of each screen over the services a scenario gives it.
///
/// Each closure builds the screen's presentation logic and its headless view and connects them
/// (attach or bind): that is the screen's initial render, which the harness times and counts as
/// a phase of its own.
public struct ArmDrivers: Sendable {
  /// Makes the UserList driver over a user service.
  public var userList: @MainActor @Sendable (any UserService) -> any UserListDriver
  /// Makes the UserList driver whose list is a table of reusable cells (a ``Table`` in
  /// ``UserListWidgets/table``), over a user service.
  public var userListCells: @MainActor @Sendable (any UserService) -> any UserListDriver
  /// Makes the DogList driver over a dog service.
  public var dogList: @MainActor @Sendable (any DogService) -> any DogListDriver
  /// Makes the DogList driver whose list is a table of reusable cells (a ``Table`` in
  /// ``DogListWidgets/table``), over a dog service.
  public var dogListCells: @MainActor @Sendable (any DogService) -> any DogListDriver
  /// Makes the BookSearch driver over a repository and the clock of its 300 ms debounce:
  /// presenters sleep on the clock directly, view models through a `MainActorScheduler`, so
  /// advancing one `TestClock` drives any arm.
  public var bookSearch:
    @MainActor @Sendable (any BookRepository, any Clock<Duration>) -> any BookSearchDriver
  /// Makes the Login driver over an authentication service.
  public var login: @MainActor @Sendable (any AuthenticationService) -> any LoginDriver
  /// Makes the Profile driver over a profile service.
  public var profile: @MainActor @Sendable (any ProfileService) -> any ProfileDriver

  /// Creates the drivers of an arm.
  public init(
    userList: @escaping @MainActor @Sendable (any UserService) -> any UserListDriver,
    userListCells: @escaping @MainActor @Sendable (any UserService) -> any UserListDriver,
    dogList: @escaping @MainActor @Sendable (any DogService) -> any DogListDriver,
    dogListCells: @escaping @MainActor @Sendable (any DogService) -> any DogListDriver,
    bookSearch:
      @escaping @MainActor @Sendable (any BookRepository, any Clock<Duration>) ->
      any BookSearchDriver,
    login: @escaping @MainActor @Sendable (any AuthenticationService) -> any LoginDriver,
    profile: @escaping @MainActor @Sendable (any ProfileService) -> any ProfileDriver
  ) {
    self.userList = userList
    self.userListCells = userListCells
    self.dogList = dogList
    self.dogListCells = dogListCells
    self.bookSearch = bookSearch
    self.login = login
    self.profile = profile
  }
}
