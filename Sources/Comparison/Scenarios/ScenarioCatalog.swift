/// Every scenario of every screen, at the requested list sizes.
public enum ScenarioCatalog {
  /// The scenarios, grouped by screen in a fixed order.
  public static func scenarios(sizes: [Int]) -> [Scenario] {
    UserListScenarios.all(sizes: sizes)
      + DogListScenarios.all(sizes: sizes)
      + BookSearchScenarios.all(sizes: sizes)
      + LoginScenarios.all(sizes: sizes)
      + ProfileScenarios.all(sizes: sizes)
  }
}
