import Comparison
import Foundation
import PatternStudy
import Testing

@testable import BenchKit

@Suite struct BenchOptionsTests {
  @Test func defaultsRunEverythingAtThreeSizes() throws {
    let options = try BenchOptions.parse([])
    #expect(options.format == .table)
    #expect(options.sizes == [10, 1_000, 100_000])
    #expect(options.suites == [.scenarios, .signals, .code])
    #expect(options.sources == nil)
    #expect(options.iterations == nil)
    #expect(options.repeats == 25)
    #expect(options.threshold == 10)
    #expect(!options.quick)
    #expect(!options.countsOnly)
  }

  @Test func parsesEveryOptionInBothSpellings() throws {
    let options = try BenchOptions.parse([
      "--format", "json", "--output=out.json", "--report", "r.html", "--filter", "login",
      "--sizes", "1000,10,10", "--iterations=5", "--suite", "signals", "--quick",
      "--save-baseline", "base.json", "--compare=old.json", "--threshold", "25", "--repeat", "7",
      "--inject-delay", "mvvm=5000",
    ])
    #expect(options.format == .json)
    #expect(options.output == "out.json")
    #expect(options.report == "r.html")
    #expect(options.filter == "login")
    #expect(options.sizes == [10, 1_000])
    #expect(options.iterations == 5)
    #expect(options.suites == [.signals])
    #expect(options.quick)
    #expect(options.saveBaseline == "base.json")
    #expect(options.compare == "old.json")
    #expect(options.threshold == 25)
    #expect(options.repeats == 7)
    #expect(options.injectedDelays == ["mvvm": .nanoseconds(5_000)])
    #expect(try BenchOptions.parse(["--write-results=RESULTS.md"]).writeResults == "RESULTS.md")
    let check = try BenchOptions.parse(["--check-results", "RESULTS.md"])
    #expect(check.checkResults == "RESULTS.md")
    #expect(check.countsOnly, "a results check counts, it does not time")
    #expect(check.suites == [.scenarios, .code], "and runs no micro benchmark")
    let code = try BenchOptions.parse(["--suite", "code", "--sources", "/tmp/checkout"])
    #expect(code.suites == [.code] && code.sources == "/tmp/checkout")
    let list = try BenchOptions.parse(["--list", "--output", "list.tsv", "--filter", "login"])
    #expect(list.list && list.output == "list.tsv")
  }

  @Test func quickRunDropsTheLargestSizeUnlessSizesAreGiven() throws {
    #expect(try BenchOptions.parse(["--quick"]).sizes == [10, 1_000])
    #expect(try BenchOptions.parse(["--quick", "--sizes", "100000"]).sizes == [100_000])
    #expect(try BenchOptions.parse(["--quick"]).repeats == 3)
    #expect(try BenchOptions.parse(["--quick", "--repeat", "2"]).repeats == 2)
  }

  /// Each kind of bad value once (a number, a size, a named value, a pair, a missing or an
  /// unexpected one); each kind of conflict once; each way two options name one file once.
  @Test(arguments: [
    (["--sizes", "10,,20"], "--sizes '10,,20' is not valid"),
    (["--sizes", "0"], "--sizes '0' is not valid"),
    (["--iterations", "0"], "--iterations '0' is not valid"),
    (
      ["--iterations", "10001"],
      "--iterations '10001' is not valid: expected a whole number from 1 to 10000"
    ),
    (["--repeat", "0"], "--repeat '0' is not valid"),
    (["--repeat", "51"], "--repeat '51' is not valid"),
    (["--format", "xml"], "--format 'xml' is not valid"),
    (["--suite", "all"], "--suite 'all' is not valid"),
    (["--output"], "--output needs a value"),
    (["--output", "--quick"], "--output needs a value"),
    (["--quick=yes"], "--quick takes no value"),
    (["scenarios"], "unknown argument 'scenarios'"),
    (["--threshold", "nan"], "--threshold 'nan' is not valid"),
    (["--inject-delay", "mvvm"], "--inject-delay 'mvvm' is not valid"),
    (["--inject-delay", "mvvm=0"], "--inject-delay 'mvvm=0' is not valid"),
    (
      ["--update-results", "R.md", "--check-results", "S.md"],
      "--check-results cannot be combined with --update-results"
    ),
    (["--update-results", "R.md", "--quick"], "--update-results cannot be combined with --quick"),
    (["--write-results", "R.md", "--quick"], "--write-results cannot be combined with --quick"),
    (["--check-readme", "README.md"], "--check-readme is gone: results live in RESULTS.md now"),
    (["--output", "same", "--report", "same"], "--report 'same' is not valid"),
    (
      ["--output", "new.json", "--report", "./new.json"],
      "--report './new.json' is not valid: expected a different file from --output"
    ),
    (
      ["--output", "a.json", "--save-baseline", "sub/../a.json"], "--save-baseline 'sub/../a.json'"
    ),
    (["--output", "-", "--report", "-"], "--report '-' is not valid"),
    (
      ["--report", "-"],
      "--report '-' is not valid: expected a different file from the results (standard output)"
    ),
    (
      ["--check-results", "R.md", "--output", "R.md"],
      "--output 'R.md' is not valid: expected a different file from --check-results"
    ),
    (
      ["--output", "-", "--report", "/dev/stdout"],
      "--report '/dev/stdout' is not valid: expected a different file from --output"
    ),
    (["--list", "--report", "r.html"], "--list cannot be combined with --report"),
    (["--list", "--format", "json"], "--list cannot be combined with --format"),
    (["--list", "--check-results", "R.md"], "--list cannot be combined with --check-results"),
    (["--list", "--sources", "."], "--list cannot be combined with --sources"),
    // --sources names the code suite's sources: a run that does not measure them says so.
    (
      ["--suite", "scenarios", "--suite", "signals", "--sources", "."],
      "--sources cannot be combined with --suite: --sources names the sources of the code "
        + "suite, which this run (scenarios, signals) does not measure"
    ),
    (
      ["--check-results", "R.md", "--suite", "signals", "--sources", "."],
      "--sources cannot be combined with --suite"
    ),
  ])
  func badArgumentsAreNamed(arguments: [String], message: String) {
    #expect {
      _ = try BenchOptions.parse(arguments)
    } throws: { error in
      (error as? BenchOptionsError)?.description.hasPrefix(message) == true
    }
  }

  /// A new file named through a linked folder is the file of the folder the link leads to.
  @Test func oneNewFileSpelledThroughALinkedFolderIsOneFile() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("real"), withIntermediateDirectories: false)
    try folder.link("linked", to: "real")
    let (results, report) = (folder.path("real/a.json"), folder.path("linked/a.json"))
    #expect {
      _ = try BenchOptions.parse(["--output", results, "--report", report])
    } throws: { error in
      (error as? BenchOptionsError)?.description
        == "--report '\(report)' is not valid: expected a different file from --output"
    }
    #expect(try folder.names() == ["linked", "real"], "nothing is written")
  }

  /// A link and the file it leads to are one file: the link is written through.
  @Test func aLinkAndTheFileItLeadsToAreOneFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("base", to: "base.json")
    try folder.link("link.json", to: "base.json")
    let (base, link) = (folder.path("base.json"), folder.path("link.json"))
    #expect {
      _ = try BenchOptions.parse(["--compare", base, "--save-baseline", link])
    } throws: { error in
      (error as? BenchOptionsError)?.description
        == "--save-baseline '\(link)' is not valid: expected a different file from --compare"
    }
  }

  /// At most 20 sizes, each from 1 to 1 000 000; a long value is shortened in the message.
  @Test func theSizesAreBoundedInNumberAndEachInRange() throws {
    let twenty = (1...20).map(String.init).joined(separator: ",")
    #expect(try BenchOptions.parse(["--sizes", twenty]).sizes == Array(1...20))
    let tooMany = (1...20_000).map(String.init).joined(separator: ",")
    #expect {
      _ = try BenchOptions.parse(["--list", "--sizes", tooMany])
    } throws: { error in
      (error as? BenchOptionsError)?.description
        == "--sizes '1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,1…' is not valid: expected at most "
        + "20 sizes (20000 given)"
    }
    #expect {
      _ = try BenchOptions.parse(["--sizes", "10,1000001"])
    } throws: { error in
      (error as? BenchOptionsError)?.description
        == "--sizes '10,1000001' is not valid: expected a comma-separated list of row counts "
        + "from 1 to 1000000"
    }
  }

  @Test func standardOutputMayTakeOneOutputWhateverItIs() throws {
    #expect(try BenchOptions.parse(["--output", "r.txt", "--report", "-"]).report == "-")
    #expect(try BenchOptions.parse(["--check-results", "R.md", "--report", "-"]).report == "-")
    #expect(try BenchOptions.parse(["--output", "-"]).output == "-")
  }

  @Test func theOptionsThatLeaveRowsOutAreNamed() throws {
    #expect(try BenchOptions.parse([]).narrowedBy == [])
    #expect(try BenchOptions.parse(["--sizes", "10,1000,100000,5"]).narrowedBy == [])
    #expect(
      try BenchOptions.parse(["--quick", "--sizes", "10", "--suite", "signals", "--filter", "a"])
        .narrowedBy == ["--quick", "--filter", "--sizes", "--suite"])
    // A results check compares the counts and the code figures; the micro suite has nothing
    // exact, so leaving it out narrows nothing, but leaving either of the others out does.
    #expect(try BenchOptions.parse(["--check-results", "R.md"]).narrowedBy == [])
    #expect(
      try BenchOptions.parse(["--check-results", "R.md", "--suite", "scenarios"]).narrowedBy
        == ["--suite"])
  }

  /// A suite the study cannot run is refused when asked for, never dropped.
  @Test(arguments: [
    ("code", "--suite code: Counter has no code layout (BenchCommand.main's codeLayout:)"),
    ("signals", "--suite signals: Counter has no micro benchmarks (BenchCommand.main's micro:)"),
  ])
  func aSuiteTheStudyLacksIsRefused(suite: String, message: String) {
    #expect(throws: BenchOptionsError.unavailableSuite(suite, study: "Counter")) {
      _ = try BenchOptions.parse(
        ["--check-results", "R.md", "--suite", suite], available: [.scenarios], study: "Counter")
    }
    #expect(BenchOptionsError.unavailableSuite(suite, study: "Counter").description == message)
  }

  /// The help lists every option and gives every exit status its meaning; it says what each kind
  /// of path gets and how much an input may hold, and names no path one system has and another
  /// lacks.
  @Test func usageListsEveryOptionExitStatusAndLimit() {
    let usage = BenchOptions.usage(command: "pattern-bench", study: .presentationPatterns)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for text in [
      "--format", "--output", "--report", "--filter", "--sizes", "--iterations", "--repeat",
      "--suite", "--quick", "--save-baseline", "--compare", "--threshold", "--write-results",
      "--check-results", "--inject-delay", "--in-process", "--list", "--help", "exit status:",
      "0 success", "1 a scenario broke parity", "2 a bad argument",
      "3 a regression against --compare's baseline", "4 an I/O error",
      "- and /dev/stdout are standard output,", "64 MiB for --compare", "16 MiB for a results page",
      "paths compared with their links resolved",
    ] {
      #expect(usage.contains(text), "\(text)")
    }
    #expect(!usage.contains("/proc") && !usage.contains("/dev/fd"))
  }

  /// A team's executable speaks of its own study: its name, the entry point with every
  /// parameter, and only the suites the study has (issue 49, item 3).
  @Test func aTeamsHelpNamesItsCommandAndStudyAndOnlyItsSuites() {
    let presenter = Arm(
      id: "presenter", name: "Presenter", summary: "", pattern: .mvp, core: .direct)
    let study = Study(name: "Settings", arms: [presenter], screens: [])
    let usage = BenchOptions.usage(command: "settings-bench", study: study, suites: [.scenarios])
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for text in [
      "usage: settings-bench [options]", "every scenario of the screens of Settings",
      "BenchCommand.main(_:codeLayout:micro:guide:)", "--suite NAME scenarios, repeated",
      "--inject-delay ARM=NS add NS nanoseconds to every action of arm ARM",
    ] {
      #expect(usage.contains(text), "\(text)")
    }
    for text in ["pattern-bench", "signals", "micro benchmarks", "--sources", "code layout"] {
      #expect(!usage.contains(text), "\(text)")
    }
    let full = BenchOptions.usage(command: "pattern-bench", study: study)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(full.contains("--suite NAME scenarios, signals (the micro benchmarks) or code"))
    #expect(full.contains("--sources DIR") && full.contains("from its code layout"))
  }
}
