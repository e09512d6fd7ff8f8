/// Deterministic data for tests, previews and benchmarks: the seeds' own records and generators
/// that make any number of records from a seed.
///
/// ```swift
/// let service = InMemoryUserService(users: SampleData.users(count: 100_000, seed: 42))
/// ```
public enum SampleData {
  /// The three users of seed 000: Iyad Agha (36), Mila Haward (24) and Mark Astun (39).
  public static let seedUsers = [
    User(firstName: "Iyad", lastName: "Agha", email: "iyad@test.com", age: 36),
    User(firstName: "Mila", lastName: "Haward", email: "mila@test.com", age: 24),
    User(firstName: "Mark", lastName: "Astun", email: "mark@test.com", age: 39),
  ]

  /// The three dogs of seed 001: Alfred the Labrador (1), Vinny the Doberman (5) and Lucky the
  /// Labrador (3).
  public static let seedDogs = [
    Dog(name: "Alfred", breed: .labrador, age: 1),
    Dog(name: "Vinny", breed: .doberman, age: 5),
    Dog(name: "Lucky", breed: .labrador, age: 3),
  ]

  /// A small catalogue of classics, some of whose titles carry diacritics; the bundled
  /// `books.json` holds the same books.
  public static let seedBooks = [
    Book(id: 1, title: "Pride and Prejudice", author: "Jane Austen"),
    Book(id: 2, title: "Les Misérables", author: "Victor Hugo"),
    Book(id: 3, title: "Moby-Dick", author: "Herman Melville"),
    Book(id: 4, title: "Don Quixote", author: "Miguel de Cervantes"),
    Book(id: 5, title: "The Count of Monte Cristo", author: "Alexandre Dumas"),
    Book(id: 6, title: "Crime and Punishment", author: "Fyodor Dostoevsky"),
    Book(id: 7, title: "Père Goriot", author: "Honoré de Balzac"),
    Book(id: 8, title: "Frankenstein", author: "Mary Shelley"),
    Book(id: 9, title: "Cyrano de Bergerac", author: "Edmond Rostand"),
    Book(id: 10, title: "The Swiss Family Robinson", author: "Johann David Wyss"),
  ]

  /// The profile of seed 004, which the Profile screen shows as "User: ALICE".
  public static let seedProfile = UserProfile(name: "Alice")

  /// The only credentials seed 003 accepts: Admin / 12345.
  public static let adminCredentials = Credentials(username: "Admin", password: "12345")
}
