public import Comparison
public import Testing

/// Runs `scenario` on each of `arms` (by default every arm its screen is written in) and records
/// a Swift Testing issue for each failure: a run that stopped (the arm, the step and why), an arm
/// whose screen differed from the first arm's (both drawings at the first differing step), and
/// an arm that left a screen object alive once closed; or one issue when no arm ran at all.
///
/// ```swift
/// @Test(arguments: settings.scenarios())
/// func everyArmShowsTheSameScreensAndLeaksNothing(_ scenario: Scenario) async {
///   await expectParity(scenario)
/// }
/// ```
///
/// - Parameters:
///   - scenario: The scenario to run.
///   - arms: The arms to run it on, the reference first; by default every arm its screen is
///     written in, in the order its definition gives them.
///   - runner: The runner, to set a shorter wait limit, say.
///   - sourceLocation: Where the issues are reported; the caller's line by default.
/// - Returns: Every arm's run, to check counts and call names as well.
@MainActor
@discardableResult
public func expectParity(
  _ scenario: Scenario, arms: [Arm]? = nil, runner: ScenarioRunner = ScenarioRunner(),
  sourceLocation: SourceLocation = #_sourceLocation
) async -> ScenarioComparison {
  let comparison = await runner.compare(scenario, arms: arms)
  for failure in comparison.failures {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
  return comparison
}
