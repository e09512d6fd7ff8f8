import MVP

/// A cell that records what it was told to show.
@MainActor
final class SpyDogCellView: DogCellView {
  private(set) var shown: [String] = []

  func display(name: String, age: String) {
    shown.append("\(name) · \(age)")
  }
}
