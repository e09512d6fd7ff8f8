import MVP
import Services
import Testing

@Suite struct BreedFilterTests {
  @Test func allIsTitledAll() {
    #expect(BreedFilter.all.title == "All")
  }

  @Test func aBreedIsTitledWithTheBreedsName() {
    #expect(BreedFilter.breed(.labrador).title == "Labrador")
    #expect(BreedFilter.breed(.doberman).title == "Doberman")
    #expect(BreedFilter.breed(.bulldog).title == "Bulldog")
  }
}
