/// A dog listed by the DogList screen.
public struct Dog: Sendable, Hashable, Codable {
  /// The dog's name, such as "Alfred".
  public var name: String
  /// The dog's breed.
  public var breed: Breed
  /// The age in whole years.
  public var age: Int

  /// Creates a dog from its name, breed and age.
  public init(name: String, breed: Breed, age: Int) {
    self.name = name
    self.breed = breed
    self.age = age
  }
}
