/// The command line of `pattern-bench`, parsed and validated.
///
/// ```swift
/// let options = try BenchOptions.parse(["--format", "json", "--sizes", "10,1000"])
/// ```
public struct BenchOptions: Sendable, Equatable {
  /// An output format.
  public enum Format: String, CaseIterable, Sendable {
    /// Fixed-width tables for a terminal, at most 100 columns.
    case table
    /// GitHub-flavoured Markdown tables.
    case markdown
    /// The JSON contract other tools read (see DESIGN.md).
    case json
    /// One line per scenario and pattern.
    case csv
  }

  /// A group of benchmarks.
  public enum Suite: String, CaseIterable, Sendable {
    /// Every scenario of every screen on both patterns.
    case scenarios
    /// The Signals micro benchmarks against in-process references.
    case signals
  }

  /// The output format (default `table`).
  public var format = Format.table
  /// Where to write the results; standard output when `nil`.
  public var output: String?
  /// Where to write the self-contained HTML report, if anywhere.
  public var report: String?
  /// Keeps the scenarios and micro benchmarks whose screen or name contains this text.
  public var filter: String?
  /// The list sizes for the list screens.
  public var sizes = [10, 1_000, 100_000]
  /// How many times each scenario runs per pattern for latency; `nil` picks by size.
  public var iterations: Int?
  /// A short run for CI: fewer iterations, smaller sizes unless given, shorter micro rounds.
  public var quick = false
  /// Lists the scenarios and exits.
  public var list = false
  /// Prints the usage and exits.
  public var help = false
  /// The suites to run (default both).
  public var suites = Suite.allCases

  /// The default options.
  public init() {}

  /// The usage text printed by `--help` and after a bad argument.
  public static let usage = """
    usage: pattern-bench [options]

    Runs every scenario on the MVVM and MVP versions of each screen, checks that both show the
    same screens, and measures view updates, latency and allocations; then runs the Signals
    micro benchmarks against a plain closure call, a protocol call, a weak reference and Apple's
    Observation.

    options:
      --format FORMAT     table (default), markdown, json or csv
      --output FILE       write the results to FILE instead of standard output
      --report FILE       also write a self-contained HTML report with charts
      --filter TEXT       only scenarios and benchmarks whose screen or name contains TEXT
      --sizes LIST        list sizes for UserList, DogList and BookSearch, e.g. 10,1000
                          (default 10,1000,100000)
      --iterations N      runs per scenario and pattern for latency (default: by size)
      --suite NAME        scenarios or signals; repeat for both (default: both)
      --quick             a short run for CI (under 10 s)
      --list              list the scenarios and exit
      --help              show this help and exit

    exit status: 0 on success, 1 if a scenario breaks parity, 2 for a bad argument.
    """

  /// Parses `arguments` (without the program name).
  ///
  /// - Throws: ``BenchOptionsError`` naming the first problem.
  public static func parse(_ arguments: [String]) throws(BenchOptionsError) -> BenchOptions {
    var options = BenchOptions()
    var sizesGiven = false
    var suites: [Suite] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      // `--name=value` is accepted as well as `--name value`.
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(BenchOptionsError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw .missingValue(name)
        }
        return next
      }
      func noValue() throws(BenchOptionsError) {
        if inlineValue != nil { throw .unexpectedValue(name) }
      }
      switch name {
      case "--format":
        let text = try value()
        guard let format = Format(rawValue: text) else {
          throw .invalidValue(name, text, expected: "one of table, markdown, json, csv")
        }
        options.format = format
      case "--output":
        options.output = try nonEmpty(name, value())
      case "--report":
        options.report = try nonEmpty(name, value())
      case "--filter":
        options.filter = try nonEmpty(name, value())
      case "--sizes":
        options.sizes = try parseSizes(value())
        sizesGiven = true
      case "--iterations":
        let text = try value()
        guard let count = Int(text), count > 0 else {
          throw .invalidValue(name, text, expected: "a whole number of at least 1")
        }
        options.iterations = count
      case "--suite":
        let text = try value()
        guard let suite = Suite(rawValue: text) else {
          throw .invalidValue(name, text, expected: "scenarios or signals")
        }
        if !suites.contains(suite) { suites.append(suite) }
      case "--quick":
        try noValue()
        options.quick = true
      case "--list":
        try noValue()
        options.list = true
      case "--help", "-h":
        try noValue()
        options.help = true
      default:
        throw .unknownArgument(argument)
      }
    }
    if !suites.isEmpty { options.suites = suites }
    if options.quick, !sizesGiven { options.sizes = [10, 1_000] }
    if let output = options.output, output == options.report {
      throw .invalidValue("--report", output, expected: "a different file from --output")
    }
    return options
  }

  private static func nonEmpty(_ name: String, _ text: String) throws(BenchOptionsError) -> String {
    guard !text.isEmpty else { throw .invalidValue(name, text, expected: "a non-empty value") }
    return text
  }

  private static func parseSizes(_ text: String) throws(BenchOptionsError) -> [Int] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    var sizes: [Int] = []
    for part in parts {
      let trimmed = part.trimmingCharacters(in: " ")
      guard let size = Int(trimmed.replacingOccurrences(of: "_", with: "")), size > 0,
        size <= 1_000_000
      else {
        throw .invalidValue(
          "--sizes", text, expected: "a comma-separated list of row counts from 1 to 1000000")
      }
      if !sizes.contains(size) { sizes.append(size) }
    }
    return sizes.sorted()
  }
}

/// A problem with `pattern-bench`'s arguments; its description names it for the user.
public enum BenchOptionsError: Error, Equatable, CustomStringConvertible {
  /// An argument that is not an option of pattern-bench.
  case unknownArgument(String)
  /// An option that needs a value came last or before another option.
  case missingValue(String)
  /// A flag was given a value with `=`.
  case unexpectedValue(String)
  /// An option's value cannot be used.
  case invalidValue(String, String, expected: String)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .unknownArgument(let argument):
      "unknown argument '\(argument)'"
    case .missingValue(let option):
      "\(option) needs a value"
    case .unexpectedValue(let option):
      "\(option) takes no value"
    case .invalidValue(let option, let value, let expected):
      "\(option) '\(value)' is not valid: expected \(expected)"
    }
  }
}

extension StringProtocol {
  /// The text without leading and trailing `character`s.
  fileprivate func trimmingCharacters(in character: Character) -> String {
    var slice = Substring(self)
    while slice.first == character { slice.removeFirst() }
    while slice.last == character { slice.removeLast() }
    return String(slice)
  }

  /// The text with every `target` replaced.
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
