/// One row of the DogList screen, with its texts ready to show.
public struct DogViewData: Hashable, Sendable {
  /// The name followed by the breed, such as "Alfred Labrador".
  public let name: String
  /// The age in years as a bare number, such as "1".
  public let age: String

  /// Creates a row from the texts to show.
  public init(name: String, age: String) {
    self.name = name
    self.age = age
  }
}
