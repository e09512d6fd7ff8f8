/// What a comparison compares: arms, the reference first, and screens written in them, each
/// with its scenarios.
///
/// A study is what ``ScenarioRunner`` runs scenario by scenario and what `pattern-bench`'s
/// entry point (BenchKit's `BenchCommand`) measures and reports. The package's own five
/// screens in six arms are one study (`Study.presentationPatterns`, in PatternStudy); yours is
/// a literal:
///
/// ```swift
/// let study = Study(
///   name: "Settings",
///   arms: [.settingsPresenter, .settingsViewModel, .settingsObservation],
///   screens: [settings])
/// ```
///
/// A screen may be written in some of the arms only; it is then run, and reported, on those
/// (the others show as not measured). Every screen must have a driver for the reference, the
/// first arm, which every ratio divides by: ``check(sizes:)`` says what does not hold.
public struct Study: Sendable {
  /// The study's name, which titles its outputs.
  public var name: String
  /// The arms, the reference first, in the order tables and charts show them.
  public var arms: [Arm]
  /// The screens, in the order tables and charts show them.
  public var screens: [any StudyScreen]

  /// Creates a study.
  public init(name: String, arms: [Arm], screens: [any StudyScreen]) {
    self.name = name
    self.arms = arms
    self.screens = screens
  }

  /// The arm every ratio divides by: the first; `nil` when there are none.
  public var reference: Arm? { arms.first }

  /// Every scenario of every screen, screen by screen, at the list sizes `sizes`.
  public func scenarios(sizes: [Int] = []) -> [Scenario] {
    screens.flatMap { $0.scenarios(sizes: sizes) }
  }

  /// The arm with `id`, if the study has one.
  public func arm(id: String) -> Arm? {
    arms.first { $0.id == id }
  }

  /// Checks that the study can run: it has arms, each once, each with an id an output can
  /// show (``Arm/id``); it has screens, each once, each with a driver for the reference, at most
  /// one driver per arm and at least one scenario at `sizes`; and no two scenarios share an id.
  ///
  /// - Throws: The first ``StudyError`` found, naming the arm, screen or scenario.
  public func check(sizes: [Int] = []) throws(StudyError) {
    guard let reference else { throw .noArms }
    var armIDs = Set<String>()
    for arm in arms {
      guard Arm.problem(withID: arm.id) == nil else { throw .invalidArmID(arm.id) }
      guard armIDs.insert(arm.id).inserted else { throw .duplicateArm(arm.id) }
    }
    guard !screens.isEmpty else { throw .noScreens }
    var screenNames = Set<Screen>()
    var scenarioIDs = Set<String>()
    for definition in screens {
      let screen = definition.screen.rawValue
      guard screenNames.insert(definition.screen).inserted else { throw .duplicateScreen(screen) }
      var screenArms = Set<Arm>()
      for arm in definition.arms where !screenArms.insert(arm).inserted {
        throw .duplicateDriver(screen: screen, arm: arm.id)
      }
      guard definition.arms.contains(reference) else {
        throw .noReferenceDriver(screen: screen, reference: reference.id)
      }
      let scenarios = definition.scenarios(sizes: sizes)
      guard !scenarios.isEmpty else { throw .noScenarios(screen) }
      for scenario in scenarios where !scenarioIDs.insert(scenario.id).inserted {
        throw .duplicateScenario(scenario.id)
      }
    }
  }
}
