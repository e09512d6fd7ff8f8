/// A person listed by the UserList screen.
public struct User: Sendable, Hashable, Codable {
  /// The given name, such as "Iyad".
  public var firstName: String
  /// The family name, such as "Agha".
  public var lastName: String
  /// The e-mail address, such as "iyad@test.com".
  public var email: String
  /// The age in whole years.
  public var age: Int

  /// Creates a user from its four fields.
  public init(firstName: String, lastName: String, email: String, age: Int) {
    self.firstName = firstName
    self.lastName = lastName
    self.email = email
    self.age = age
  }
}
