import MVP

/// A cell that records what it was told to show.
@MainActor
final class SpyUserCellView: UserCellView {
  private(set) var shown: [String] = []

  func display(name: String, age: String) {
    shown.append("\(name) · \(age)")
  }
}
