import ScreenData
import Services
import Testing

@Suite struct BreedFilterTests {
  @Test func allIsTitledAll() {
    #expect(BreedFilter.all.title == "All")
  }

  @Test(arguments: [
    (Breed.labrador, "Labrador"), (.doberman, "Doberman"), (.bulldog, "Bulldog"),
  ])
  func aBreedIsTitledWithTheBreedsName(breed: Breed, title: String) {
    #expect(BreedFilter.breed(breed).title == title)
  }

  @Test func everyFilterIsOfferedWithAllFirst() {
    #expect(
      BreedFilter.allCases == [.all, .breed(.bulldog), .breed(.doberman), .breed(.labrador)])
  }

  @Test func allKeepsEveryDogInOrder() {
    #expect(BreedFilter.all.apply(to: SampleData.seedDogs) == SampleData.seedDogs)
  }

  @Test func aBreedKeepsItsDogsInOrder() {
    #expect(
      BreedFilter.breed(.labrador).apply(to: SampleData.seedDogs) == [
        Dog(name: "Alfred", breed: .labrador, age: 1),
        Dog(name: "Lucky", breed: .labrador, age: 3),
      ])
  }

  @Test func aBreedNoDogHasKeepsNone() {
    #expect(BreedFilter.breed(.bulldog).apply(to: SampleData.seedDogs) == [])
  }
}
