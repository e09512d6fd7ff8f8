import ScreenData
import Services
import Testing

@Suite struct DogViewDataTests {
  @Test func aDogIsShownByNameAndBreedAndItsBareAge() {
    let row = DogViewData(formatting: Dog(name: "Alfred", breed: .labrador, age: 1))

    #expect(row == DogViewData(name: "Alfred Labrador", age: "1"))
  }

  @Test func theSeedDogsAreFormattedInOrder() {
    #expect(
      SampleData.seedDogs.map(DogViewData.init(formatting:)) == [
        DogViewData(name: "Alfred Labrador", age: "1"),
        DogViewData(name: "Vinny Doberman", age: "5"),
        DogViewData(name: "Lucky Labrador", age: "3"),
      ])
  }

  @Test func rowsWithTheSameTextsAreEqualAndHashAlike() {
    let rows: Set = [
      DogViewData(name: "Alfred Labrador", age: "1"),
      DogViewData(name: "Alfred Labrador", age: "1"),
      DogViewData(name: "Lucky Labrador", age: "1"),
    ]

    #expect(rows.count == 2)
  }
}
