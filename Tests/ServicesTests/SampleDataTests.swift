import Testing

@testable import Services

@Suite struct SampleDataTests {
  @Test func seedUsersAreTheThreeFromTheUserListSeed() {
    #expect(
      SampleData.seedUsers == [
        User(firstName: "Iyad", lastName: "Agha", email: "iyad@test.com", age: 36),
        User(firstName: "Mila", lastName: "Haward", email: "mila@test.com", age: 24),
        User(firstName: "Mark", lastName: "Astun", email: "mark@test.com", age: 39),
      ])
  }

  @Test func seedDogsAreAlfredVinnyAndLucky() {
    #expect(
      SampleData.seedDogs == [
        Dog(name: "Alfred", breed: .labrador, age: 1),
        Dog(name: "Vinny", breed: .doberman, age: 5),
        Dog(name: "Lucky", breed: .labrador, age: 3),
      ])
  }

  @Test func seedLoginAndProfileAreAdmin12345AndAlice() {
    #expect(SampleData.adminCredentials == Credentials(username: "Admin", password: "12345"))
    #expect(SampleData.seedProfile == UserProfile(name: "Alice"))
  }

  @Test func seedBooksHaveUniqueIdsAndADiacriticTitle() {
    let books = SampleData.seedBooks
    #expect(books.count >= 5)
    #expect(Set(books.map(\.id)).count == books.count)
    #expect(books.contains { $0.title.unicodeScalars.contains { !$0.isASCII } })
  }

  @Test func sameSeedMakesTheSameData() {
    #expect(SampleData.users(count: 500, seed: 7) == SampleData.users(count: 500, seed: 7))
    #expect(SampleData.dogs(count: 500, seed: 7) == SampleData.dogs(count: 500, seed: 7))
    #expect(SampleData.books(count: 500, seed: 7) == SampleData.books(count: 500, seed: 7))
  }

  @Test func differentSeedsMakeDifferentData() {
    #expect(SampleData.users(count: 50, seed: 1) != SampleData.users(count: 50, seed: 2))
    #expect(SampleData.dogs(count: 50, seed: 1) != SampleData.dogs(count: 50, seed: 2))
    #expect(SampleData.books(count: 50, seed: 1) != SampleData.books(count: 50, seed: 2))
  }

  @Test func generatedDataIsStableAcrossRunsAndToolchains() {
    // Pinned values: a change here changes every benchmark's data set.
    let users = SampleData.users(count: 2, seed: 42)
    let dogs = SampleData.dogs(count: 2, seed: 42)
    let books = SampleData.books(count: 2, seed: 42)
    #expect(users.map { "\($0.firstName) \($0.lastName) \($0.age) \($0.email)" } == pinnedUsers)
    #expect(dogs.map { "\($0.name) \($0.breed.rawValue) \($0.age)" } == pinnedDogs)
    #expect(books.map { "\($0.id) \($0.title) / \($0.author)" } == pinnedBooks)
  }

  @Test func aLargerCountExtendsASmallerOne() {
    let small = SampleData.users(count: 10, seed: 9)
    let large = SampleData.users(count: 1_000, seed: 9)
    #expect(Array(large.prefix(10)) == small)
    #expect(
      Array(SampleData.books(count: 1_000, seed: 9).prefix(10))
        == SampleData.books(count: 10, seed: 9))
  }

  @Test func makesOneHundredThousandUsersWithVariedNamesAndUniqueEmails() {
    let users = SampleData.users(count: 100_000, seed: 1)
    #expect(users.count == 100_000)
    let names = Set(users.map { "\($0.firstName) \($0.lastName)" })
    let possible = NameTables.firstNames.count * NameTables.lastNames.count
    // 100 000 draws over about 2 300 names leave hardly any name unused.
    #expect(names.count > possible * 9 / 10)
    #expect(names.count <= possible)
    #expect(Set(users.map(\.email)).count == users.count)
    #expect(users.allSatisfy { (18...90).contains($0.age) })
    #expect(users.allSatisfy { $0.email.unicodeScalars.allSatisfy(\.isASCII) })
  }

  @Test func generatedDogsCoverEveryBreedWithPlausibleAges() {
    let dogs = SampleData.dogs(count: 1_000, seed: 5)
    #expect(Set(dogs.map(\.breed)) == Set(Breed.allCases))
    #expect(dogs.allSatisfy { (1...15).contains($0.age) })
    #expect(Set(dogs.map(\.name)).count > 20)
  }

  @Test func generatedBooksAreNumberedFromOneAndSomeTitlesCarryDiacritics() {
    let books = SampleData.books(count: 1_000, seed: 5)
    #expect(books.map(\.id) == Array(1...1_000))
    #expect(books.contains { $0.title.unicodeScalars.contains { !$0.isASCII } })
    #expect(Set(books.map(\.title)).count > 300)
    let repeatingANoun = books.filter { book in
      let words = book.title.split(separator: " ").map(String.init)
      return NameTables.titleNouns.contains { noun in words.count { $0 == noun } > 1 }
    }
    #expect(repeatingANoun.isEmpty)
  }

  @Test func zeroOrNegativeCountMakesNothing() {
    #expect(SampleData.users(count: 0, seed: 1).isEmpty)
    #expect(SampleData.dogs(count: -3, seed: 1).isEmpty)
    #expect(SampleData.books(count: 0).isEmpty)
  }

  private let pinnedUsers = [
    "Olga Chowdhury 38 olga.chowdhury.1@example.com",
    "Felix Adeyemi 81 felix.adeyemi.2@example.com",
  ]
  private let pinnedDogs = ["Piper Bulldog 5", "Hazel Bulldog 14"]
  private let pinnedBooks = [
    "1 Lighthouse of the Voyage / Alan Varga",
    "2 The Café and the Lighthouse / Chen Mendes",
  ]
}
