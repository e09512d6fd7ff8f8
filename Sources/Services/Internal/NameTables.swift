/// The small word lists that generated sample data draws its names from.
enum NameTables {
  /// Given names; a few carry diacritics so that generated data exercises folding.
  static let firstNames = [
    "Ada", "Alan", "Amara", "Ana", "Anders", "Aoife", "Arjun", "Beatriz", "Bruno", "Chen",
    "Chloé", "Dara", "David", "Elena", "Emil", "Farah", "Felix", "Grace", "Hana", "Hugo",
    "Ines", "Ivan", "Jamal", "José", "Kai", "Karin", "Lars", "Leila", "Lena", "Luca",
    "Maya", "Mateo", "Nadia", "Noah", "Nora", "Olga", "Omar", "Priya", "Rafael", "Rosa",
    "Sami", "Sofia", "Tariq", "Theo", "Uma", "Victor", "Yuki", "Zoë",
  ]

  /// Family names.
  static let lastNames = [
    "Abbott", "Adeyemi", "Almeida", "Bauer", "Becker", "Brennan", "Castro", "Chowdhury",
    "Costa", "Dubois", "Eriksen", "Fischer", "García", "Goldberg", "Haddad", "Hansen",
    "Ito", "Jensen", "Kaplan", "Kowalski", "Larsen", "Lindqvist", "Martin", "Mendes",
    "Moreau", "Müller", "Nakamura", "Novak", "O'Brien", "Okafor", "Olsen", "Park",
    "Petrov", "Quinn", "Rossi", "Santos", "Schmidt", "Silva", "Singh", "Sato", "Tanaka",
    "Varga", "Wagner", "Weber", "Yilmaz", "Zhang", "Ziegler", "Zimmermann",
  ]

  /// Dog names.
  static let dogNames = [
    "Alfie", "Bailey", "Bella", "Biscuit", "Bruno", "Buddy", "Charlie", "Coco", "Daisy",
    "Duke", "Ella", "Finn", "Ginger", "Hazel", "Jack", "Juno", "Koda", "Lola", "Louie",
    "Luna", "Maple", "Max", "Milo", "Mochi", "Nala", "Olive", "Oscar", "Pepper", "Piper",
    "Rex", "Rocky", "Rosie", "Ruby", "Sadie", "Scout", "Teddy", "Toby", "Winnie", "Ziggy",
  ]

  /// Adjectives for generated titles; two carry diacritics.
  static let titleAdjectives = [
    "Silent", "Crimson", "Hidden", "Last", "Little", "Lost", "Northern", "Quiet", "Secret",
    "Broken", "Distant", "Golden", "Hollow", "Burning", "Forgotten", "Wandering", "Frozen",
    "Naïve", "Blessèd", "Endless",
  ]

  /// Nouns for generated titles; two carry diacritics.
  static let titleNouns = [
    "Garden", "River", "Kingdom", "Lighthouse", "Orchard", "Harbour", "Library", "Mountain",
    "Winter", "Voyage", "Archive", "Island", "Cathedral", "Meadow", "Letters", "Crossing",
    "Café", "Fiancée", "Machine", "Empire",
  ]
}
