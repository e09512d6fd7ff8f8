import Foundation

extension SampleData {
  /// Makes `count` users with names from small tables, the same ones for the same seed.
  ///
  /// Each record draws from the generator in the same way, so a larger count extends a smaller
  /// one. E-mail addresses are unique (they end with the record's position).
  ///
  /// - Parameters:
  ///   - count: How many users to make; zero or less makes none.
  ///   - seed: The generator's seed.
  /// - Complexity: O(`count`).
  public static func users(count: Int, seed: UInt64 = 0) -> [User] {
    var generator = SplitMix64(seed: seed)
    return (0..<max(count, 0)).map { position in
      let first = generator.next(below: NameTables.firstNames.count)
      let last = generator.next(below: NameTables.lastNames.count)
      let age = generator.next(in: 18...90)
      let email = "\(emailFirstNames[first]).\(emailLastNames[last]).\(position + 1)@example.com"
      return User(
        firstName: NameTables.firstNames[first],
        lastName: NameTables.lastNames[last],
        email: email,
        age: age
      )
    }
  }

  /// Makes `count` dogs with names from a small table, the same ones for the same seed.
  ///
  /// - Parameters:
  ///   - count: How many dogs to make; zero or less makes none.
  ///   - seed: The generator's seed.
  /// - Complexity: O(`count`).
  public static func dogs(count: Int, seed: UInt64 = 0) -> [Dog] {
    var generator = SplitMix64(seed: seed)
    let breeds = Breed.allCases
    return (0..<max(count, 0)).map { _ in
      Dog(
        name: generator.pick(from: NameTables.dogNames),
        breed: generator.pick(from: breeds),
        age: generator.next(in: 1...15)
      )
    }
  }

  /// Makes `count` books with made-up titles and authors, the same ones for the same seed.
  ///
  /// Identifiers run from 1 to `count`; some titles carry diacritics ("The Quiet Café").
  ///
  /// - Parameters:
  ///   - count: How many books to make; zero or less makes none.
  ///   - seed: The generator's seed.
  /// - Complexity: O(`count`).
  public static func books(count: Int, seed: UInt64 = 0) -> [Book] {
    var generator = SplitMix64(seed: seed)
    return (0..<max(count, 0)).map { position in
      let adjective = generator.pick(from: NameTables.titleAdjectives)
      let nouns = NameTables.titleNouns
      let nounIndex = generator.next(below: nouns.count)
      // Never the same noun twice ("The Garden and the Garden").
      let otherNounIndex = (nounIndex + 1 + generator.next(below: nouns.count - 1)) % nouns.count
      let noun = nouns[nounIndex]
      let otherNoun = nouns[otherNounIndex]
      let title =
        switch generator.next(below: 6) {
        case 0: "The \(adjective) \(noun)"
        case 1: "\(adjective) \(noun)"
        case 2: "\(noun) of the \(otherNoun)"
        case 3: "The \(noun) and the \(otherNoun)"
        case 4: "Notes from the \(adjective) \(noun)"
        default: "Beyond the \(noun)"
        }
      let author =
        "\(generator.pick(from: NameTables.firstNames)) \(generator.pick(from: NameTables.lastNames))"
      return Book(id: position + 1, title: title, author: author)
    }
  }

  /// The given names as e-mail-safe ASCII ("Chloé" becomes "chloe").
  private static let emailFirstNames = NameTables.firstNames.map(emailSafe)

  /// The family names as e-mail-safe ASCII ("O'Brien" becomes "obrien").
  private static let emailLastNames = NameTables.lastNames.map(emailSafe)

  private static func emailSafe(_ name: String) -> String {
    let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    return String(folded.unicodeScalars.filter { ("a"..."z").contains($0) }.map(Character.init))
  }
}
