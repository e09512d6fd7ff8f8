import Foundation
import Testing

@testable import Comparison

@Suite struct LatencySummaryTests {
  @Test func percentilesUseNearestRank() {
    let summary = LatencySummary(samples: Array(1...100).reversed())
    #expect(summary == LatencySummary(p50: 50, p90: 90, p99: 99, max: 100))
  }

  @Test func noSamplesIsAllZero() {
    #expect(LatencySummary(samples: []) == LatencySummary(p50: 0, p90: 0, p99: 0, max: 0))
  }

  @Test func oneSampleIsEveryPercentile() {
    #expect(LatencySummary(samples: [7]) == LatencySummary(p50: 7, p90: 7, p99: 7, max: 7))
  }
}

@Suite struct BenchFormatterTests {
  static let results = BenchResults(
    toolchain: "Swift 6.3", configuration: "release", quick: false, date: "2026-11-22T00:00:00Z",
    machine: "test machine",
    latencyFloorNs: LatencySummary(p50: 40, p90: 50, p99: 60, max: 70),
    scenarios: [
      ScenarioResult(
        screen: "Login", name: "login.wrong-credentials", size: 0, synchronous: false,
        parity: true,
        patterns: [
          "mvvm": PatternResult(
            viewCalls: 7, widgetWrites: 9, redundantWrites: 2,
            latencyNs: LatencySummary(p50: 1_200, p90: 1_500, p99: 2_000, max: 3_000),
            allocations: 4, samples: 10),
          "mvp": PatternResult(
            viewCalls: 5, widgetWrites: 8, redundantWrites: 0,
            latencyNs: LatencySummary(p50: 1_000, p90: 1_400, p99: 1_900, max: 2_500),
            allocations: 3, samples: 10),
        ])
    ],
    micro: [
      MicroResult(name: "closure call", nsPerOp: 2, ratioToClosure: 1),
      MicroResult(
        name: "Signal.send, 1 observer", nsPerOp: 6, ratioToClosure: 3, floorBudget: 8),
    ])

  @Test func jsonFollowsTheContract() throws {
    let text = BenchFormatter(results: Self.results).json()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["schema"] as? Int == 1)
    #expect(object["toolchain"] as? String == "Swift 6.3")
    #expect(object["configuration"] as? String == "release")
    #expect(object["quick"] as? Bool == false)
    let scenario = try #require((object["scenarios"] as? [[String: Any]])?.first)
    #expect(scenario["screen"] as? String == "Login")
    #expect(scenario["name"] as? String == "login.wrong-credentials")
    #expect(scenario["size"] as? Int == 0)
    #expect(scenario["parity"] as? Bool == true)
    let patterns = try #require(scenario["patterns"] as? [String: [String: Any]])
    #expect(Set(patterns.keys) == ["mvvm", "mvp"])
    let mvvm = try #require(patterns["mvvm"])
    #expect(mvvm["viewCalls"] as? Int == 7)
    #expect(mvvm["widgetWrites"] as? Int == 9)
    #expect(mvvm["redundantWrites"] as? Int == 2)
    #expect(mvvm["allocations"] as? Double == 4)
    let latency = try #require(mvvm["latencyNs"] as? [String: Int])
    #expect(latency == ["p50": 1_200, "p90": 1_500, "p99": 2_000, "max": 3_000])
    let micro = try #require(object["micro"] as? [[String: Any]])
    #expect(micro.first?["name"] as? String == "closure call")
    #expect(micro.last?["nsPerOp"] as? Double == 6)
    #expect(micro.last?["ratioToClosure"] as? Double == 3)
  }

  @Test func jsonRoundTrips() throws {
    let text = BenchFormatter(results: Self.results).json()
    let decoded = try JSONDecoder().decode(BenchResults.self, from: Data(text.utf8))
    #expect(decoded == Self.results)
  }

  @Test func csvHasAHeaderAndOneLinePerPatternAndBenchmark() {
    let lines = BenchFormatter(results: Self.results).csv().split(separator: "\n")
    #expect(lines.count == 1 + 2 + 2)
    let columns = fields(lines[0]).count
    for line in lines {
      #expect(fields(line).count == columns, "\(line)")
    }
    #expect(fields(lines[4])[2] == "Signal.send, 1 observer")
    #expect(lines[1].hasPrefix("scenario,Login,login.wrong-credentials,0,mvvm,true,7,9,2,1200"))
  }

  /// Splits one CSV line, honouring quotes.
  private func fields(_ line: Substring) -> [String] {
    var fields = [""]
    var quoted = false
    for character in line {
      switch character {
      case "\"": quoted.toggle()
      case "," where !quoted: fields.append("")
      default: fields[fields.count - 1].append(character)
      }
    }
    return fields
  }

  @Test func tableFitsIn100ColumnsAndShowsRatios() {
    let table = BenchFormatter(results: Self.results).table()
    for line in table.split(separator: "\n") {
      #expect(line.count <= 100, "too wide: \(line)")
    }
    #expect(table.contains("login.wrong-credentials"))
    #expect(table.contains("7/5 1.4×"))
    #expect(table.contains("1200ns/1000ns 1.2×"))
  }

  @Test func tableFitsIn100ColumnsWithTheWidestCells() {
    var results = Self.results
    // The widest cells real runs produce: two-digit counts with a two-decimal ratio, latencies
    // in µs with a two-decimal ratio, four-digit allocations.
    let mvvm = PatternResult(
      viewCalls: 34, widgetWrites: 59, redundantWrites: 33,
      latencyNs: LatencySummary(p50: 22_400, p90: 0, p99: 0, max: 0), allocations: 3_392,
      samples: 10)
    let mvp = PatternResult(
      viewCalls: 6, widgetWrites: 30, redundantWrites: 4,
      latencyNs: LatencySummary(p50: 28_800, p90: 0, p99: 0, max: 0), allocations: 3_392,
      samples: 10)
    results.scenarios = [
      ScenarioResult(
        screen: "DogList", name: "doglist.filter-to-empty", size: 100_000, synchronous: true,
        parity: true, patterns: ["mvvm": mvvm, "mvp": mvp]),
      ScenarioResult(
        screen: "DogList", name: "doglist.a-name-too-long-for-its-column", size: 3,
        synchronous: true, parity: false, patterns: ["mvvm": mvvm, "mvp": mvp]),
    ]
    let table = BenchFormatter(results: results).table()
    for line in table.split(separator: "\n") {
      #expect(line.count <= 100, "too wide (\(line.count)): \(line)")
    }
    #expect(table.contains("\n✗ doglist.a-name-too-long-for-its-column\n"))
  }

  @Test func markdownHasOneTablePerScreenAndTheMicroTable() {
    let markdown = BenchFormatter(results: Self.results).markdown()
    #expect(markdown.contains("### Login"))
    #expect(markdown.contains("| login.wrong-credentials |"))
    #expect(markdown.contains("### Signals micro benchmarks"))
    #expect(markdown.contains("| Signal.send, 1 observer | 6.0 | 3.0× | ≤ 8.0×: pass |"))
  }

  @Test func summaryQuotesTheFiguresOfTheRun() {
    let paragraph = BenchSummary(results: Self.results).paragraph
    #expect(paragraph.contains("identical screens after every step of all 1 scenarios"))
    #expect(paragraph.contains("MVVM made 7 view calls to MVP's 5 (1.4×"))
    #expect(paragraph.contains("Signals met 1 of 1 micro budgets"))
  }

  @Test func brokenParityIsNamedInTheSummary() {
    var results = Self.results
    results.scenarios[0].parity = false
    #expect(results.parityFailures.count == 1)
    #expect(BenchSummary(results: results).paragraph.contains("1 of 1 scenarios broke parity"))
  }
}
