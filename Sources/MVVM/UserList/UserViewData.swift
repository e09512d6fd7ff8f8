/// One row of the user list, with its texts ready to show.
public struct UserViewData: Equatable, Sendable {
  /// The full name, such as "Iyad Agha"; the row's title.
  public let name: String
  /// The age with its unit, such as "36 years"; the row's subtitle.
  public let age: String

  /// Creates a row from the texts it shows.
  public init(name: String, age: String) {
    self.name = name
    self.age = age
  }
}
