/// A problem with `pattern-bench`'s arguments; its description names it for the user.
enum BenchOptionsError: Error, Equatable, CustomStringConvertible {
  /// An argument that is not an option of pattern-bench.
  case unknownArgument(String)
  /// An option that needs a value came last or before another option.
  case missingValue(String)
  /// A flag was given a value with `=`.
  case unexpectedValue(String)
  /// An option's value cannot be used.
  case invalidValue(String, String, expected: String)
  /// Two options that cannot go together, and why.
  case conflicting(String, String, reason: String)
  /// An option that a later one replaced.
  case replaced(String, by: String)
  /// A suite the study cannot run: it has no code layout, or no micro benchmarks.
  case unavailableSuite(String, study: String)

  /// One line naming the problem.
  var description: String {
    switch self {
    case .unknownArgument(let argument):
      "unknown argument '\(argument)'"
    case .missingValue(let option):
      "\(option) needs a value"
    case .unexpectedValue(let option):
      "\(option) takes no value"
    case .invalidValue(let option, let value, let expected):
      "\(option) '\(value)' is not valid: expected \(expected)"
    case .conflicting(let option, let other, let reason):
      "\(option) cannot be combined with \(other): \(reason)"
    case .replaced(let option, let replacement):
      "\(option) is gone: results live in RESULTS.md now; use \(replacement)"
    case .unavailableSuite(let suite, let study):
      "--suite \(suite): \(study) has "
        + (suite == BenchOptions.Suite.code.rawValue
          ? "no code layout (BenchCommand.main's codeLayout:)"
          : "no micro benchmarks (BenchCommand.main's micro:)")
    }
  }
}
