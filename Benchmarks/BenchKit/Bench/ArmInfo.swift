public import Comparison

/// An arm as the results name it.
public struct ArmInfo: Sendable, Codable, Equatable, Hashable {
  /// The stable id, the key of the arm's figures.
  public var id: String
  /// The name tables and charts show.
  public var name: String
  /// What sets the arm apart, in one line.
  public var description: String
}

extension ArmInfo {
  /// Creates the description of `arm`.
  public init(_ arm: Arm) {
    self.init(id: arm.id, name: arm.name, description: arm.summary)
  }
}
