import Testing

@testable import BenchKit

@Suite struct BenchOptionsTests {
  @Test func defaultsRunEverythingAtThreeSizes() throws {
    let options = try BenchOptions.parse([])
    #expect(options.format == .table)
    #expect(options.sizes == [10, 1_000, 100_000])
    #expect(options.suites == [.scenarios, .signals])
    #expect(options.iterations == nil)
    #expect(options.repeats == 25)
    #expect(options.threshold == 10)
    #expect(!options.quick)
    #expect(!options.countsOnly)
  }

  @Test func baselineReadmeAndDelayOptionsParse() throws {
    let options = try BenchOptions.parse([
      "--save-baseline", "base.json", "--compare=old.json", "--threshold", "25", "--repeat", "7",
      "--update-readme", "README.md", "--inject-delay", "mvvm=5000",
    ])
    #expect(options.saveBaseline == "base.json")
    #expect(options.compare == "old.json")
    #expect(options.threshold == 25)
    #expect(options.repeats == 7)
    #expect(options.updateReadme == "README.md")
    #expect(options.injectedDelays == ["mvvm": .nanoseconds(5_000)])
    let check = try BenchOptions.parse(["--check-readme", "README.md"])
    #expect(check.checkReadme == "README.md")
    #expect(check.countsOnly, "a README check counts, it does not time")
  }

  @Test func parsesEveryOptionInBothSpellings() throws {
    let options = try BenchOptions.parse([
      "--format", "json", "--output=out.json", "--report", "r.html", "--filter", "login",
      "--sizes", "1000,10", "--iterations=5", "--suite", "signals", "--quick",
    ])
    #expect(options.format == .json)
    #expect(options.output == "out.json")
    #expect(options.report == "r.html")
    #expect(options.filter == "login")
    #expect(options.sizes == [10, 1_000])
    #expect(options.iterations == 5)
    #expect(options.suites == [.signals])
    #expect(options.quick)
  }

  @Test func quickRunDropsTheLargestSizeUnlessSizesAreGiven() throws {
    #expect(try BenchOptions.parse(["--quick"]).sizes == [10, 1_000])
    #expect(try BenchOptions.parse(["--quick", "--sizes", "100000"]).sizes == [100_000])
    #expect(try BenchOptions.parse(["--quick"]).repeats == 3)
    #expect(try BenchOptions.parse(["--quick", "--repeat", "2"]).repeats == 2)
  }

  @Test(arguments: [
    (["--sizes", "abc"], "--sizes 'abc' is not valid"),
    (["--sizes", "10,,20"], "--sizes '10,,20' is not valid"),
    (["--sizes", "0"], "--sizes '0' is not valid"),
    (["--iterations", "0"], "--iterations '0' is not valid"),
    (["--iterations", "-3"], "--iterations '-3' is not valid"),
    (["--format", "xml"], "--format 'xml' is not valid"),
    (["--suite", "all"], "--suite 'all' is not valid"),
    (["--output"], "--output needs a value"),
    (["--output", "--quick"], "--output needs a value"),
    (["--quick=yes"], "--quick takes no value"),
    (["--bogus"], "unknown argument '--bogus'"),
    (["scenarios"], "unknown argument 'scenarios'"),
    (["--output", "same", "--report", "same"], "--report 'same' is not valid"),
    (["--report", "a.json", "--save-baseline", "a.json"], "--save-baseline 'a.json' is not valid"),
    (["--iterations", "100001"], "--iterations '100001' is not valid"),
    (["--repeat", "0"], "--repeat '0' is not valid"),
    (["--repeat", "51"], "--repeat '51' is not valid"),
    (["--threshold", "-1"], "--threshold '-1' is not valid"),
    (["--threshold", "nan"], "--threshold 'nan' is not valid"),
    (["--inject-delay", "mvvm"], "--inject-delay 'mvvm' is not valid"),
    (["--inject-delay", "mvvm=0"], "--inject-delay 'mvvm=0' is not valid"),
    (["--check-readme", "R.md", "--update-readme", "R.md"], "--check-readme 'R.md' is not valid"),
  ])
  func badArgumentsAreNamed(arguments: [String], message: String) {
    #expect {
      _ = try BenchOptions.parse(arguments)
    } throws: { error in
      (error as? BenchOptionsError)?.description.hasPrefix(message) == true
    }
  }

  @Test func usageListsEveryOption() {
    for option in [
      "--format", "--output", "--report", "--filter", "--sizes", "--iterations", "--repeat",
      "--suite", "--quick", "--save-baseline", "--compare", "--threshold", "--update-readme",
      "--check-readme", "--inject-delay", "--list", "--help", "exit status",
    ] {
      #expect(BenchOptions.usage.contains(option))
    }
  }
}
