import Foundation
import FoundationXML
import Testing

@testable import Comparison

@Suite struct HTMLReportTests {
  /// Results with two scenarios per list size and wide-ranging latencies.
  static var results: BenchResults {
    var scenarios: [ScenarioResult] = []
    for (index, size) in [10, 1_000, 100_000].enumerated() {
      for screen in ["UserList", "DogList"] {
        scenarios.append(
          ScenarioResult(
            screen: screen, name: "\(screen.lowercased()).load", size: size, synchronous: false,
            parity: true,
            patterns: [
              "mvvm": figures(calls: 9 + index, latency: 2_000 * size),
              "mvp": figures(calls: 5 + index, latency: 1_500 * size),
            ]))
      }
    }
    scenarios.append(
      ScenarioResult(
        screen: "Login", name: "login.empty-fields <&>", size: 0, synchronous: true,
        parity: false, parityFailure: "drawings",
        patterns: ["mvvm": figures(calls: 3, latency: 300), "mvp": figures(calls: 2, latency: 200)]
      ))
    return BenchResults(
      toolchain: "Swift 6.3", configuration: "release", quick: false, date: "today",
      machine: "test", scenarios: scenarios,
      micro: [
        MicroResult(name: "closure call", nsPerOp: 2, ratioToClosure: 1),
        MicroResult(
          name: "Signal.send, 1 observer", nsPerOp: 6, ratioToClosure: 3, floorBudget: 8),
        MicroResult(
          name: "subscribe + cancel", nsPerOp: 160, ratioToClosure: 80, nanosecondBudget: 150),
        MicroResult(name: "Observation: set + re-register", nsPerOp: 3_000, ratioToClosure: 1_500),
      ])
  }

  static func figures(calls: Int, latency: Int) -> PatternResult {
    PatternResult(
      viewCalls: calls, widgetWrites: calls * 2, redundantWrites: calls / 2,
      latencyNs: LatencySummary(p50: latency, p90: latency * 2, p99: latency * 3, max: latency * 4),
      allocations: Double(calls), samples: 10)
  }

  private func document() throws -> XMLDocument {
    try XMLDocument(xmlString: HTMLReport(results: Self.results).render(), options: [])
  }

  @Test func reportIsWellFormedXHTMLWithCharts() throws {
    let document = try document()
    let svgs = try document.nodes(forXPath: "//*[local-name()='svg']")
    // Per screen (3 here): view calls, redundant writes, latency; then scaling and micro.
    #expect(svgs.count == 3 * 3 + 2)
    let titles = try document.nodes(forXPath: "//*[local-name()='svg']/*[@class='title']")
      .compactMap(\.stringValue)
    #expect(titles.contains("UserList: latency of one action (log scale)"))
    #expect(titles.contains("Login: view calls per scenario"))
    #expect(titles.contains("Load time per row"))
  }

  @Test func reportIsSelfContained() {
    let html = HTMLReport(results: Self.results).render()
    #expect(!html.contains("<script"))
    #expect(!html.contains("<link"))
    #expect(!html.contains("http://") || !html.contains("src="))
    #expect(!html.contains("@import"))
  }

  @Test func everyScenarioAndBenchmarkAppears() throws {
    let text = try document().rootElement()?.stringValue ?? ""
    for scenario in Self.results.scenarios {
      #expect(text.contains(scenario.name), "missing \(scenario.name)")
    }
    for row in Self.results.micro {
      #expect(text.contains(row.name), "missing \(row.name)")
    }
    #expect(text.contains("test; Swift 6.3, release build"))
  }

  @Test func barsStayInsideTheirAxes() throws {
    let chart = SVGChart()
    let svgs = try document().nodes(forXPath: "//*[local-name()='svg']")
    var checked = 0
    for svg in svgs {
      let horizontal = svg.stringValue?.contains("Signals against the floor") == true
      let bars = try svg.nodes(forXPath: ".//*[local-name()='rect'][@class='bar']")
      for case let bar as XMLElement in bars {
        func value(_ name: String) throws -> Double {
          try #require(Double(bar.attributes?.first { $0.localName == name }?.stringValue ?? ""))
        }
        let (x, y, width, height) = try (value("x"), value("y"), value("width"), value("height"))
        #expect(width >= 0 && height >= 0)
        if horizontal {
          #expect(x == 300)
          #expect(x + width <= chart.width - chart.margin.right + 0.01, "\(bar.xmlString)")
        } else {
          #expect(x >= chart.margin.left, "\(bar.xmlString)")
          #expect(x + width <= chart.margin.left + chart.plotWidth + 0.01, "\(bar.xmlString)")
          #expect(y >= chart.margin.top - 0.01, "\(bar.xmlString)")
          #expect(y + height <= chart.margin.top + chart.plotHeight + 0.01, "\(bar.xmlString)")
        }
        checked += 1
      }
    }
    #expect(checked > 20)
  }

  @Test func tallestBarReachesTheTopOfALinearAxis() {
    let svg = SVGChart().groupedBars(
      title: "t", categories: ["a", "b"],
      series: [ChartSeries(name: "s", color: "#000", values: [50, 100])], valueLabel: "v",
      format: { "\($0)" })
    // 100 is a nice ceiling: the bar for 100 fills the plot height exactly.
    #expect(svg.contains("y=\"36\""))
    #expect(svg.contains("height=\"\(n(SVGChart().plotHeight))\""))
  }

  @Test func logarithmicAxisCoversWholeDecades() {
    let axis = ValueAxis(values: [35, 1_200, 90_000], logarithmic: true)
    #expect(axis.lower == 10)
    #expect(axis.upper == 100_000)
    #expect(axis.ticks == [10, 100, 1_000, 10_000, 100_000])
    #expect(axis.fraction(1_000) == 0.5)
    #expect(axis.fraction(1e9) == 1)  // clamped, never outside the axis
  }
}
