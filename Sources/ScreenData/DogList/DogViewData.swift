public import Services

/// One row of the DogList screen, with its texts ready to show.
///
/// ```swift
/// let row = DogViewData(formatting: Dog(name: "Alfred", breed: .labrador, age: 1))
/// row.name  // "Alfred Labrador"
/// row.age   // "1"
/// ```
public struct DogViewData: Hashable, Sendable {
  /// The name followed by the breed, such as "Alfred Labrador"; the row's title.
  public let name: String
  /// The age in years as a bare number, such as "1"; the row's detail text.
  public let age: String

  /// Creates a row from the texts it shows.
  public init(name: String, age: String) {
    self.name = name
    self.age = age
  }

  /// Creates the row that shows `dog`: its name and breed, and its age.
  public init(formatting dog: Dog) {
    self.init(name: "\(dog.name) \(dog.breed.rawValue)", age: "\(dog.age)")
  }
}
