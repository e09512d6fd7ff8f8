import Foundation

extension BenchOptions {
  /// Parses `arguments` (without the program name) for a study that has the suites
  /// `available`. `--name=value` is accepted as well as `--name value`.
  ///
  /// Without `--suite`, every suite available runs; a suite asked for that the study cannot
  /// run (`--suite code` without a code layout) is refused, never dropped.
  ///
  /// - Throws: ``BenchOptionsError`` naming the first problem.
  static func parse(
    _ arguments: [String], available: [Suite] = Suite.allCases, study: String = "the study"
  ) throws(BenchOptionsError) -> BenchOptions {
    var options = BenchOptions()
    var given: Set<String> = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let equals = argument.hasPrefix("--") ? argument.firstIndex(of: "=") : nil
      let name = equals.map { String(argument[..<$0]) } ?? argument
      let inlineValue = equals.map { String(argument[argument.index(after: $0)...]) }
      if let flag = flags[name] {
        if inlineValue != nil { throw .unexpectedValue(name) }
        options[keyPath: flag] = true
      } else if takesValue.contains(name) || paths[name] != nil {
        // A value is never taken from the next option: `--output --quick` lacks one.
        let value = inlineValue ?? remaining.popFirst().flatMap { $0.hasPrefix("--") ? nil : $0 }
        guard let value else { throw .missingValue(name) }
        try options.set(name, to: value, again: given.contains(name))
      } else if let replacement = replaced[name] {
        throw .replaced(name, by: replacement)
      } else {
        throw .unknownArgument(argument)
      }
      given.insert(name)
    }
    try options.applyDefaults(given: given, available: available, study: study)
    try options.validate(formatGiven: given.contains("--format"))
    return options
  }

  /// The options that take no value.
  private static let flags: [String: any WritableKeyPath<BenchOptions, Bool> & Sendable] = [
    "--in-process": \.inProcess, "--quick": \.quick, "--list": \.list, "--help": \.help,
    "-h": \.help,
  ]

  /// The options whose value is a path or a text, which must not be empty.
  private static let paths: [String: any WritableKeyPath<BenchOptions, String?> & Sendable] = [
    "--output": \.output, "--report": \.report, "--filter": \.filter,
    "--save-baseline": \.saveBaseline, "--compare": \.compare,
    "--write-results": \.writeResults, "--check-results": \.checkResults,
    "--update-results": \.updateResults,
    "--sources": \.sources, "--worker-answer": \.workerAnswer,
  ]

  /// The other options that take a value (see ``set(_:to:again:)``).
  private static let takesValue: Set = [
    "--format", "--sizes", "--iterations", "--repeat", "--threshold", "--inject-delay",
    "--worker-round", "--worker-micro", "--worker-skip", "--suite", "--wait-limit",
  ]

  /// Options that are gone, and what replaced them.
  private static let replaced = [
    "--update-readme": "--write-results RESULTS.md", "--check-readme": "--check-results RESULTS.md",
  ]

  /// Sets the option `name` from its value `text`; `again` when it was given before.
  private mutating func set(_ name: String, to text: String, again: Bool)
    throws(BenchOptionsError)
  {
    func value<T>(_ expected: String, _ make: (String) -> T?) throws(BenchOptionsError) -> T {
      guard let value = make(text) else { throw .invalidValue(name, text, expected: expected) }
      return value
    }
    func number(_ range: ClosedRange<Int>) -> (String) -> Int? {
      { Int($0).flatMap { range.contains($0) ? $0 : nil } }
    }
    switch name {
    case "--format":
      format = try value("one of table, markdown, json, csv", Format.init(rawValue:))
    case "--sizes":
      let count = text.split(separator: ",", omittingEmptySubsequences: false).count
      guard count <= Self.maximumSizeCount else {
        // Shortened: thousands of sizes would make a message of pages.
        throw .invalidValue(
          name, text.count > 40 ? text.prefix(40) + "…" : text,
          expected: "at most \(Self.maximumSizeCount) sizes (\(count) given)")
      }
      sizes = try value(
        "a comma-separated list of row counts from 1 to 1000000", Self.parseSizes)
    case "--iterations":
      iterations = try value(
        "a whole number from 1 to \(Self.maximumIterations) (the default is 10 to 300 by list "
          + "size)", number(1...Self.maximumIterations))
    case "--repeat":
      repeats = try value("a whole number from 1 to 50", number(1...50))
    case "--threshold":
      threshold = try value("a percentage from 0 to 1000") {
        Double($0).flatMap { (0...1000).contains($0) ? $0 : nil }
      }
    case "--inject-delay":
      let (arm, delay) = try value(
        "ARM=NS, an arm id and 1 to 1000000000 nanoseconds", Self.parseDelay)
      injectedDelays[arm] = delay
    case "--wait-limit":
      waitLimit = try value("a number of seconds from 0.001 to 3600") {
        Double($0).flatMap { (0.001...3600).contains($0) ? .milliseconds(Int64($0 * 1000)) : nil }
      }
    case "--worker-round":
      workerRound = try value("a round number from 0", number(0...Int.max))
    case "--worker-micro":
      workerMicroRun = try value("a run number from 0", number(0...Int.max))
    case "--worker-skip":
      workerSkips.append(text)
    case "--suite":
      let suite = try value("scenarios, signals or code", Suite.init(rawValue:))
      if !again { suites = [] }
      if !suites.contains(suite) { suites.append(suite) }
    default:
      if let path = Self.paths[name] {
        self[keyPath: path] = try value("a non-empty value") { $0.isEmpty ? nil : $0 }
      }
    }
  }

  /// The defaults that depend on other options (`--quick`, `--check-results`) and on the
  /// suites the study has; and which options narrowed the run.
  private mutating func applyDefaults(given: Set<String>, available: [Suite], study: String)
    throws(BenchOptionsError)
  {
    if given.contains("--suite") {
      if let missing = suites.first(where: { !available.contains($0) }) {
        throw .unavailableSuite(missing.rawValue, study: study)
      }
    } else {
      suites = Suite.allCases.filter(available.contains)
    }
    var full = Suite.allCases.filter(available.contains)
    if checkResults != nil || updateResults != nil {
      // The check compares (and the update rewrites) the counts (the scenarios suite, counted
      // only) and the code figures; the micro suite has nothing exact to check.
      countsOnly = true
      suites.removeAll { $0 == .signals }
      full.removeAll { $0 == .signals }
      if suites.isEmpty { suites = [.scenarios] }
    }
    let narrowing: [(option: String, narrows: Bool)] = [
      ("--quick", quick), ("--filter", filter != nil),
      ("--sizes", given.contains("--sizes") && !Set(BenchOptions().sizes).isSubset(of: sizes)),
      ("--suite", !Set(full).isSubset(of: suites)),
    ]
    narrowedBy = narrowing.filter(\.narrows).map(\.option)
    if quick, !given.contains("--sizes") { sizes = [10, 1_000] }
    if quick, !given.contains("--repeat") { repeats = 3 }
  }

  /// Rejects options that cannot go together.
  private func validate(formatGiven: Bool) throws(BenchOptionsError) {
    try checkDestinationsDiffer()
    let pages: [(option: String, path: String?)] = [
      ("--write-results", writeResults), ("--check-results", checkResults),
      ("--update-results", updateResults),
    ]
    let given = pages.filter { $0.path != nil }
    if given.count > 1 {
      throw .conflicting(
        given[0].option, given[1].option,
        reason: "a run writes, checks or updates a results page, one")
    }
    if let updateResults, let narrowing = narrowedBy.first(where: { $0 != "--suite" }) {
      throw .conflicting(
        "--update-results", narrowing,
        reason: "the update rewrites every row of the page's counts, which a narrowed run "
          + "leaves out (\(updateResults) is left as it is)")
    }
    if writeResults != nil, let narrowing = narrowedBy.first {
      throw .conflicting(
        "--write-results", narrowing,
        reason: "the results page holds a full run, and a narrowed one would leave rows and "
          + "figures out (write a narrowed run with --output and --format markdown)")
    }
    if sources != nil && !suites.contains(.code) {
      throw .conflicting(
        "--sources", "--suite",
        reason: "--sources names the sources of the code suite, which this run ("
          + suites.map(\.rawValue).joined(separator: ", ") + ") does not measure")
    }
    guard list else { return }
    // The list is all --list writes: an option it would ignore is a mistake worth naming.
    let ignorable: [(option: String, value: String?)] = [
      ("--report", report), ("--save-baseline", saveBaseline), ("--compare", compare),
      ("--write-results", writeResults), ("--check-results", checkResults),
      ("--update-results", updateResults), ("--sources", sources),
      ("--format", formatGiven ? "" : nil),
    ]
    if let ignored = ignorable.first(where: { $0.value != nil }) {
      throw .conflicting(
        "--list", ignored.option,
        reason: "--list writes the list of scenarios alone (to --output "
          + "when given)")
    }
  }

  /// Rejects two destinations that are one file however spelled (`a.json`, `./a.json`, a
  /// symbolic link, a linked folder, `-` and `/dev/stdout`), or a destination that is an input
  /// (`--compare`, `--check-results`), so that no write overwrites another's or the file the
  /// run reads. Paths are compared after resolving their links (see
  /// ``OutputDestination/resolved(_:)``).
  private func checkDestinationsDiffer() throws(BenchOptionsError) {
    let results = output == nil ? "the results (standard output)" : "--output"
    let inputs: [(option: String, path: String?)] = [
      ("--compare", compare), ("--check-results", checkResults),
    ]
    let outputs: [(option: String, path: String?)] = [
      (results, output ?? (checkResults == nil && updateResults == nil && !help ? "-" : nil)),
      ("--report", report), ("--save-baseline", saveBaseline),
      ("--write-results", writeResults), ("--update-results", updateResults),
    ]
    let named = (inputs + outputs).compactMap { option, path in
      path.map { (option: option, path: $0) }
    }
    let inputCount = inputs.count { $0.path != nil }
    let files = named.map { Self.identity(of: $0.path) }
    for index in files.indices.dropFirst(inputCount) {
      guard let file = files[index] else { continue }
      if let earlier = files[..<index].firstIndex(of: file) {
        throw .invalidValue(
          named[index].option, named[index].path,
          expected: "a different file from \(named[earlier].option)")
      }
    }
  }

  /// What `path` names, for telling whether two options name one file: a standard stream, or
  /// the path with its links resolved; `nil` for `/dev/null`, which may take any number of
  /// outputs.
  private static func identity(of path: String) -> String? {
    if path == OutputDestination.nullDevice { return nil }
    if let stream = OutputDestination.stream(named: path) { return "stream \(stream)" }
    return OutputDestination.resolved(path) ?? URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// The most sizes `--sizes` takes: every size adds scenarios, and the largest make a
  /// million rows each.
  static let maximumSizeCount = 20

  /// `10,1000` as sorted distinct sizes from 1 to 1 000 000; `nil` when any part is not one.
  private static func parseSizes(_ text: String) -> [Int]? {
    var sizes: [Int] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let digits = part.trimmingCharacters(in: .whitespaces).replacingOccurrences(
        of: "_", with: "")
      guard let size = Int(digits), (1...1_000_000).contains(size) else { return nil }
      if !sizes.contains(size) { sizes.append(size) }
    }
    return sizes.sorted()
  }

  /// `mvvm=5000` as an arm id and a delay of 1 ns to 1 s; `nil` when it is not one.
  private static func parseDelay(_ text: String) -> (String, Duration)? {
    let parts = text.split(separator: "=", maxSplits: 1)
    guard parts.count == 2, let nanoseconds = Int(parts[1]),
      (1...1_000_000_000).contains(nanoseconds)
    else { return nil }
    return (String(parts[0]), .nanoseconds(nanoseconds))
  }
}
