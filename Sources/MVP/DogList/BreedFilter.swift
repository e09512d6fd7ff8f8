public import Services

/// The breed filter of the DogList screen: every dog, or only the dogs of one breed.
public enum BreedFilter: Hashable, Sendable {
  /// Every dog, titled "All".
  case all
  /// Only the dogs of the breed, titled with the breed's name, such as "Labrador".
  case breed(Breed)

  /// The text the screen shows for the filter: "All", or the breed's raw value.
  public var title: String {
    switch self {
    case .all: "All"
    case .breed(let breed): breed.rawValue
    }
  }
}
