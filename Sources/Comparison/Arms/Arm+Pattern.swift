extension Arm {
  /// The presentation pattern an arm's screens are written in.
  public enum Pattern: String, Sendable, Codable, CaseIterable {
    /// Presenters pushing to passive view protocols.
    case mvp = "MVP"
    /// View models whose outputs the view reads or binds.
    case mvvm = "MVVM"
  }
}
