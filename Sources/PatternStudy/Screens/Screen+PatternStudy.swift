public import Comparison

/// The five screens of the package's study.
extension Screen {
  /// A list of users; selecting one opens their profile.
  public static let userList: Screen = "UserList"
  /// A list of dogs filtered by breed.
  public static let dogList: Screen = "DogList"
  /// A debounced search over a book catalogue.
  public static let bookSearch: Screen = "BookSearch"
  /// Username and password with an asynchronous check.
  public static let login: Screen = "Login"
  /// The signed-in user's name with a refresh button.
  public static let profile: Screen = "Profile"
}
