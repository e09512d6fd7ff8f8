/// The data the Profile screen shows, which displays the name uppercased ("User: ALICE").
public struct UserProfile: Sendable, Hashable, Codable {
  /// The user's name as stored, such as "Alice".
  public var name: String

  /// Creates a profile for a name.
  public init(name: String) {
    self.name = name
  }
}
