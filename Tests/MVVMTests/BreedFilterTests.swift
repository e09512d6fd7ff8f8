import MVVM
import Services
import Testing

@Suite struct BreedFilterTests {
  @Test func titlesAreAllOrTheBreedsName() {
    #expect(BreedFilter.all.title == "All")
    #expect(BreedFilter.breed(.labrador).title == "Labrador")
    #expect(BreedFilter.breed(.doberman).title == "Doberman")
  }

  @Test func everyFilterIsOfferedWithAllFirst() {
    #expect(
      BreedFilter.allCases == [.all, .breed(.bulldog), .breed(.doberman), .breed(.labrador)])
  }
}
