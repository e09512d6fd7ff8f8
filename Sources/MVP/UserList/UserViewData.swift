/// One row of the UserList screen, with its texts ready to show.
public struct UserViewData: Hashable, Sendable {
  /// The full name, such as "Iyad Agha".
  public let name: String
  /// The age with its unit, such as "36 years".
  public let age: String

  /// Creates a row from the texts to show.
  public init(name: String, age: String) {
    self.name = name
    self.age = age
  }
}
