/// Why a ``Study`` cannot run, naming the arm, screen or scenario at fault.
public enum StudyError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The study has no arm.
  case noArms
  /// Two arms share an id.
  case duplicateArm(String)
  /// An arm's id cannot key its figures in an output (a CSV field, a JSON key, a table cell):
  /// it is empty or white space alone, begins or ends with white space, or holds a line break
  /// or another control character, such as a tab. See ``Arm/id``.
  case invalidArmID(String)
  /// The study has no screen.
  case noScreens
  /// Two screens share a name.
  case duplicateScreen(String)
  /// A screen was given two drivers for one arm.
  case duplicateDriver(screen: String, arm: String)
  /// A screen has no driver for the reference arm, which every ratio divides by.
  case noReferenceDriver(screen: String, reference: String)
  /// A screen has no scenario.
  case noScenarios(String)
  /// Two scenarios share a name and size.
  case duplicateScenario(String)

  /// The problem, in a sentence.
  public var description: String {
    switch self {
    case .noArms: "the study has no arm: give at least the reference"
    case .duplicateArm(let id): "two arms have the id '\(id)': every arm needs an id of its own"
    case .invalidArmID(let id):
      "the arm id \(id.debugDescription) \(Arm.problem(withID: id) ?? "is refused"): an id "
        + "keys the arm's figures in every output, so it needs a visible character, no white "
        + "space at either end and no line break or other control character"
    case .noScreens: "the study has no screen"
    case .duplicateScreen(let name): "the screen \(name) is given twice"
    case .duplicateDriver(let screen, let arm):
      "the screen \(screen) has two drivers for the arm '\(arm)'"
    case .noReferenceDriver(let screen, let reference):
      "the screen \(screen) has no driver for the reference arm '\(reference)' (the first "
        + "arm), which every ratio divides by"
    case .noScenarios(let screen): "the screen \(screen) has no scenario"
    case .duplicateScenario(let id): "two scenarios are named \(id)"
    }
  }
}
