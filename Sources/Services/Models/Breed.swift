/// The breed of a dog, whose raw value is the name the DogList screen shows.
public enum Breed: String, Sendable, Hashable, Codable, CaseIterable {
  /// A bulldog, shown as "Bulldog".
  case bulldog = "Bulldog"
  /// A Dobermann, shown as "Doberman".
  case doberman = "Doberman"
  /// A Labrador retriever, shown as "Labrador".
  case labrador = "Labrador"
}
