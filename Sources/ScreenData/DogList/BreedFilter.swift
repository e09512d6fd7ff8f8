public import Services

/// Which dogs the DogList screen shows: all of them, or those of one breed.
public enum BreedFilter: Hashable, Sendable, CaseIterable {
  /// Every dog; titled "All".
  case all
  /// Only the dogs of this breed; titled with the breed's name, such as "Labrador".
  case breed(Breed)

  /// Every filter a picker offers: ``all`` first, then one per breed, in `Breed`'s order.
  public static var allCases: [BreedFilter] {
    [.all] + Breed.allCases.map(BreedFilter.breed)
  }

  /// The text that names the filter on screen: "All", or the breed's name.
  public var title: String {
    switch self {
    case .all: "All"
    case .breed(let breed): breed.rawValue
    }
  }

  /// The dogs that pass the filter, in their original order.
  ///
  /// - Parameter dogs: The dogs loaded, in the order the service gave them.
  /// - Returns: `dogs` itself for ``all``; the dogs of the breed otherwise.
  /// - Complexity: O(1) for ``all``; O(*n*) for a breed, where *n* is the number of dogs.
  public func apply(to dogs: [Dog]) -> [Dog] {
    switch self {
    case .all: dogs
    case .breed(let breed): dogs.filter { $0.breed == breed }
    }
  }
}
