import Foundation
import Testing

@testable import Services

@Suite struct BreedTests {
  @Test func rawValuesAreTheNamesTheScreenShows() {
    #expect(Breed.allCases.map(\.rawValue) == ["Bulldog", "Doberman", "Labrador"])
  }

  @Test func dogsEncodeTheirBreedByName() throws {
    let data = try JSONEncoder().encode(Dog(name: "Alfred", breed: .labrador, age: 1))
    let decoded = try JSONDecoder().decode(Dog.self, from: data)
    #expect(String(decoding: data, as: UTF8.self).contains(#""breed":"Labrador""#))
    #expect(decoded == Dog(name: "Alfred", breed: .labrador, age: 1))
  }
}
