/// One row of the dog list, with its texts ready to show.
public struct DogViewData: Equatable, Sendable {
  /// The name and breed, such as "Alfred Labrador"; the row's title.
  public let name: String
  /// The age in years, such as "1"; the row's detail text.
  public let age: String

  /// Creates a row from the texts it shows.
  public init(name: String, age: String) {
    self.name = name
    self.age = age
  }
}
