public import Services

/// One row of the UserList screen, with its texts ready to show.
///
/// ```swift
/// let row = UserViewData(formatting: User(firstName: "Iyad", lastName: "Agha", email: "", age: 36))
/// row.name  // "Iyad Agha"
/// row.age   // "36 years"
/// ```
public struct UserViewData: Hashable, Sendable {
  /// The full name, such as "Iyad Agha"; the row's title.
  public let name: String
  /// The age with its unit, such as "36 years"; the row's subtitle.
  public let age: String

  /// Creates a row from the texts it shows.
  public init(name: String, age: String) {
    self.name = name
    self.age = age
  }

  /// Creates the row that shows `user`: the first and last name, and the age in years.
  public init(formatting user: User) {
    self.init(name: "\(user.firstName) \(user.lastName)", age: "\(user.age) years")
  }
}
