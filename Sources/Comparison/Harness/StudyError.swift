/// Why a ``Study`` cannot run, naming the arm, screen or scenario at fault.
public enum StudyError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The study has no arm.
  case noArms
  /// Two arms share an id.
  case duplicateArm(String)
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
