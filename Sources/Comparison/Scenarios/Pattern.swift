/// A presentation pattern under comparison.
public enum Pattern: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
  /// View models with read-only observable outputs that the view binds to.
  case mvvm
  /// Presenters that push formatted data to passive view protocols.
  case mvp

  /// `MVVM` or `MVP`.
  public var description: String {
    rawValue.uppercased()
  }
}

/// One of the five screens, written once per pattern.
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
