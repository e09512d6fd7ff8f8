/// One of the five screens, written once per arm.
public enum Screen: String, CaseIterable, Sendable, Codable {
  /// A list of users; selecting one opens their profile.
  case userList = "UserList"
  /// A list of dogs filtered by breed.
  case dogList = "DogList"
  /// A debounced search over a book catalogue.
  case bookSearch = "BookSearch"
  /// Username and password with an asynchronous check.
  case login = "Login"
  /// The signed-in user's name with a refresh button.
  case profile = "Profile"
}
