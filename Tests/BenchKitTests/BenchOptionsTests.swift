import Testing

@testable import Comparison

@Suite struct BenchOptionsTests {
  @Test func defaultsRunEverythingAtThreeSizes() throws {
    let options = try BenchOptions.parse([])
    #expect(options.format == .table)
    #expect(options.sizes == [10, 1_000, 100_000])
    #expect(options.suites == [.scenarios, .signals])
    #expect(options.iterations == nil)
    #expect(!options.quick)
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
      "--format", "--output", "--report", "--filter", "--sizes", "--iterations", "--suite",
      "--quick", "--list", "--help",
    ] {
      #expect(BenchOptions.usage.contains(option))
    }
  }
}
