// Temporary: lets the benchmark code written for two patterns compile while it moves to arms.
/// The two original arms, as the benchmark code still names them.
public typealias Pattern = Arm

extension Arm {
  /// The two original arms, MVVM first.
  public static var allCases: [Arm] { [.mvvm, .mvp] }
  /// The arm's id.
  public var rawValue: String { id }
}
