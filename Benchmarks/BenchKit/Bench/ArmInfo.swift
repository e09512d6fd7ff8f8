import Comparison

/// An arm as the results name it.
struct ArmInfo: Sendable, Codable, Equatable, Hashable {
  /// The stable id, the key of the arm's figures.
  var id: String
  /// The name tables and charts show.
  var name: String
  /// What sets the arm apart, in one line.
  var description: String
  /// The pattern its screens are written in (`MVP`, `MVVM`); `nil` in results saved before
  /// this key.
  var pattern: String? = nil
  /// Its reactive core (`none`, `Signals`, `Observation`); `nil` in results saved before this
  /// key.
  var core: String? = nil
}

extension ArmInfo {
  /// Creates the description of `arm`.
  init(_ arm: Arm) {
    self.init(
      id: arm.id, name: arm.name, description: arm.summary, pattern: arm.pattern.rawValue,
      core: arm.core.rawValue)
  }
}
