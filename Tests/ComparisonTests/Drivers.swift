import Comparison
import PatternStudy
import Services

/// Each screen's driver of an arm, made by hand outside a scenario, for the tests that drive a
/// screen step by step themselves.
@MainActor
extension Arm {
  func userList(_ service: any UserService, cells: Bool = false) -> any UserListDriver {
    try! UserListScreen.definition.makeDriver(
      for: self, UserListDependencies(service: service, cells: cells))
  }

  func dogList(_ service: any DogService, cells: Bool = false) -> any DogListDriver {
    try! DogListScreen.definition.makeDriver(
      for: self, DogListDependencies(service: service, cells: cells))
  }

  func bookSearch(_ repository: any BookRepository, _ clock: any Clock<Duration>)
    -> any BookSearchDriver
  {
    try! BookSearchScreen.definition.makeDriver(
      for: self, BookSearchDependencies(repository: repository, clock: clock))
  }

  func login(_ service: any AuthenticationService) -> any LoginDriver {
    try! LoginScreen.definition.makeDriver(for: self, service)
  }

  func profile(_ service: any ProfileService) -> any ProfileDriver {
    try! ProfileScreen.definition.makeDriver(for: self, service)
  }
}
