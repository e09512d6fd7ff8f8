import Foundation

/// A value axis: linear from zero, or logarithmic over whole decades.
struct ValueAxis {
  /// The smallest and largest value the axis shows.
  let lower: Double
  let upper: Double
  let isLogarithmic: Bool

  /// An axis that holds every value in `values`; logarithmic when asked and every value is
  /// positive.
  init(values: [Double], logarithmic: Bool) {
    let positive = values.filter { $0 > 0 && $0.isFinite }
    if logarithmic, !positive.isEmpty {
      isLogarithmic = true
      lower = pow10(floor(log10(positive.min()!)))
      upper = pow10(ceil(log10(positive.max()!)) + (positive.max()! == positive.min()! ? 1 : 0))
    } else {
      isLogarithmic = false
      lower = 0
      upper = niceCeiling(max(values.filter(\.isFinite).max() ?? 1, 1e-9))
    }
  }

  /// Where `value` falls between the ends, from 0 to 1 (clamped).
  func fraction(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    let result: Double
    if isLogarithmic {
      guard value > 0 else { return 0 }
      result = (log10(value) - log10(lower)) / (log10(upper) - log10(lower))
    } else {
      result = (value - lower) / (upper - lower)
    }
    return min(1, max(0, result))
  }

  /// The tick values: each decade, or five even steps.
  var ticks: [Double] {
    if isLogarithmic {
      let first = Int(log10(lower).rounded())
      let last = Int(log10(upper).rounded())
      return (first...last).map { pow10(Double($0)) }
    }
    return (0...5).map { lower + (upper - lower) * Double($0) / 5 }
  }
}

/// A colour and a name for one series in a chart.
struct ChartSeries {
  let name: String
  let color: String
  let values: [Double]
}

/// Small SVG charts drawn without any library: grouped bars, horizontal bars, lines.
///
/// Every chart has labelled axes with units, a legend, and a plot area that each mark stays
/// inside (values beyond an axis are clamped to it).
struct SVGChart {
  let width = 880.0
  let height = 320.0
  let margin = (top: 36.0, right: 110.0, bottom: 120.0, left: 78.0)

  var plotWidth: Double { width - margin.left - margin.right }
  var plotHeight: Double { height - margin.top - margin.bottom }

  /// Vertical bars, one group per category, one bar per series.
  func groupedBars(
    title: String, categories: [String], series: [ChartSeries], valueLabel: String,
    logarithmic: Bool = false, format: (Double) -> String
  ) -> String {
    let axis = ValueAxis(values: series.flatMap(\.values), logarithmic: logarithmic)
    var parts = [open(title: title), verticalAxis(axis, label: valueLabel, format: format)]
    let groupWidth = plotWidth / Double(max(categories.count, 1))
    let barWidth = groupWidth * 0.8 / Double(max(series.count, 1))
    for (index, category) in categories.enumerated() {
      let groupX = margin.left + Double(index) * groupWidth + groupWidth * 0.1
      for (seriesIndex, item) in series.enumerated() where index < item.values.count {
        let value = item.values[index]
        let barHeight = axis.fraction(value) * plotHeight
        let x = groupX + Double(seriesIndex) * barWidth
        parts.append(
          rect(
            x: x, y: margin.top + plotHeight - barHeight, width: barWidth * 0.92,
            height: barHeight, fill: item.color,
            title: "\(category), \(item.name): \(format(value))"))
      }
      let labelX = groupX + groupWidth * 0.4
      let labelY = margin.top + plotHeight + 10
      parts.append(
        "<text class=\"category\" x=\"\(n(labelX))\" y=\"\(n(labelY))\" "
          + "transform=\"rotate(40 \(n(labelX)) \(n(labelY)))\">\(escape(category))</text>")
    }
    parts.append(legend(series))
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// Horizontal bars, one per category, with optional budget marks.
  func horizontalBars(
    title: String, categories: [String], values: [Double], colors: [String],
    budgets: [Double?], valueLabel: String, format: (Double) -> String
  ) -> String {
    let rowHeight = 22.0
    let chartHeight = margin.top + Double(categories.count) * rowHeight + 50
    let left = 300.0
    let plot = width - left - margin.right
    let axis = ValueAxis(values: values + budgets.compactMap { $0 }, logarithmic: true)
    var parts = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(chartHeight))\" "
        + "width=\"\(n(width))\" height=\"\(n(chartHeight))\" role=\"img\" "
        + "aria-label=\"\(escape(title))\">",
      "<text class=\"title\" x=\"\(n(left))\" y=\"20\">\(escape(title))</text>",
    ]
    let bottom = margin.top + Double(categories.count) * rowHeight
    for tick in axis.ticks {
      let x = left + axis.fraction(tick) * plot
      parts.append(
        "<line class=\"grid\" x1=\"\(n(x))\" y1=\"\(n(margin.top))\" x2=\"\(n(x))\" "
          + "y2=\"\(n(bottom))\"/>")
      parts.append(
        "<text class=\"tick\" x=\"\(n(x))\" y=\"\(n(bottom + 14))\" "
          + "text-anchor=\"middle\">\(escape(format(tick)))</text>")
    }
    parts.append(
      "<text class=\"axis-label\" x=\"\(n(left + plot / 2))\" y=\"\(n(bottom + 36))\" "
        + "text-anchor=\"middle\">\(escape(valueLabel))</text>")
    for (index, category) in categories.enumerated() {
      let y = margin.top + Double(index) * rowHeight
      let value = values[index]
      parts.append(
        "<text class=\"category\" x=\"\(n(left - 8))\" y=\"\(n(y + 15))\" "
          + "text-anchor=\"end\">\(escape(category))</text>")
      parts.append(
        rect(
          x: left, y: y + 3, width: axis.fraction(value) * plot, height: rowHeight - 6,
          fill: colors[index], title: "\(category): \(format(value))"))
      if let budget = budgets[index] {
        let x = left + axis.fraction(budget) * plot
        parts.append(
          "<line class=\"budget\" x1=\"\(n(x))\" y1=\"\(n(y + 1))\" x2=\"\(n(x))\" "
            + "y2=\"\(n(y + rowHeight - 1))\"><title>budget \(escape(format(budget)))</title></line>"
        )
      }
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// Lines over a logarithmic x axis (list sizes), one per series.
  func lines(
    title: String, xValues: [Double], series: [ChartSeries], xLabel: String, valueLabel: String,
    format: (Double) -> String
  ) -> String {
    let axis = ValueAxis(values: series.flatMap(\.values), logarithmic: false)
    let xAxis = ValueAxis(values: xValues, logarithmic: true)
    var parts = [open(title: title), verticalAxis(axis, label: valueLabel, format: format)]
    for tick in xAxis.ticks {
      let x = margin.left + xAxis.fraction(tick) * plotWidth
      parts.append(
        "<text class=\"tick\" x=\"\(n(x))\" y=\"\(n(margin.top + plotHeight + 16))\" "
          + "text-anchor=\"middle\">\(escape(tick.rounded() == tick ? Int(tick).formatted() : format(tick)))</text>"
      )
    }
    parts.append(
      "<text class=\"axis-label\" x=\"\(n(margin.left + plotWidth / 2))\" "
        + "y=\"\(n(margin.top + plotHeight + 40))\" text-anchor=\"middle\">\(escape(xLabel))</text>"
    )
    for item in series {
      let points = zip(xValues, item.values).map { x, value in
        (
          margin.left + xAxis.fraction(x) * plotWidth,
          margin.top + (1 - axis.fraction(value)) * plotHeight
        )
      }
      parts.append(
        "<polyline fill=\"none\" stroke=\"\(item.color)\" stroke-width=\"2.5\" points=\""
          + points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ") + "\"/>")
      for (point, value) in zip(points, item.values) {
        parts.append(
          "<circle cx=\"\(n(point.0))\" cy=\"\(n(point.1))\" r=\"4\" fill=\"\(item.color)\">"
            + "<title>\(escape(item.name)): \(escape(format(value)))</title></circle>")
      }
    }
    parts.append(legend(series))
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  // MARK: Pieces

  private func open(title: String) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" "
      + "width=\"\(n(width))\" height=\"\(n(height))\" role=\"img\" "
      + "aria-label=\"\(escape(title))\">\n"
      + "<text class=\"title\" x=\"\(n(margin.left))\" y=\"20\">\(escape(title))</text>"
  }

  private func verticalAxis(_ axis: ValueAxis, label: String, format: (Double) -> String)
    -> String
  {
    var parts: [String] = []
    for tick in axis.ticks {
      let y = margin.top + (1 - axis.fraction(tick)) * plotHeight
      parts.append(
        "<line class=\"grid\" x1=\"\(n(margin.left))\" y1=\"\(n(y))\" "
          + "x2=\"\(n(margin.left + plotWidth))\" y2=\"\(n(y))\"/>")
      parts.append(
        "<text class=\"tick\" x=\"\(n(margin.left - 6))\" y=\"\(n(y + 4))\" "
          + "text-anchor=\"end\">\(escape(format(tick)))</text>")
    }
    parts.append(
      "<line class=\"axis\" x1=\"\(n(margin.left))\" y1=\"\(n(margin.top))\" "
        + "x2=\"\(n(margin.left))\" y2=\"\(n(margin.top + plotHeight))\"/>")
    parts.append(
      "<line class=\"axis\" x1=\"\(n(margin.left))\" y1=\"\(n(margin.top + plotHeight))\" "
        + "x2=\"\(n(margin.left + plotWidth))\" y2=\"\(n(margin.top + plotHeight))\"/>")
    let labelY = margin.top + plotHeight / 2
    parts.append(
      "<text class=\"axis-label\" x=\"16\" y=\"\(n(labelY))\" text-anchor=\"middle\" "
        + "transform=\"rotate(-90 16 \(n(labelY)))\">\(escape(label))</text>")
    return parts.joined(separator: "\n")
  }

  private func legend(_ series: [ChartSeries]) -> String {
    var parts: [String] = []
    var x = width - margin.right - Double(series.count) * 110
    for item in series {
      parts.append(
        "<rect x=\"\(n(x))\" y=\"10\" width=\"14\" height=\"14\" fill=\"\(item.color)\"/>"
          + "<text class=\"legend\" x=\"\(n(x + 20))\" y=\"22\">\(escape(item.name))</text>")
      x += 110
    }
    return parts.joined(separator: "\n")
  }

  private func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String, title: String
  )
    -> String
  {
    "<rect class=\"bar\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(0, width)))\" "
      + "height=\"\(n(max(0, height)))\" fill=\"\(fill)\"><title>\(escape(title))</title></rect>"
  }
}

/// A coordinate with two decimals at most.
func n(_ value: Double) -> String {
  let rounded = (value * 100).rounded() / 100
  return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// Text escaped for XML content and attributes.
func escape(_ text: String) -> String {
  var result = ""
  for character in text {
    switch character {
    case "&": result += "&amp;"
    case "<": result += "&lt;"
    case ">": result += "&gt;"
    case "\"": result += "&quot;"
    default: result.append(character)
    }
  }
  return result
}

private func pow10(_ exponent: Double) -> Double {
  pow(10, exponent.rounded())
}

/// The smallest of 1, 2, 2.5, 5 × 10ⁿ at or above `value`.
private func niceCeiling(_ value: Double) -> Double {
  var magnitude = 1.0
  while magnitude * 10 <= value { magnitude *= 10 }
  while magnitude > value { magnitude /= 10 }
  for step in [1.0, 2, 2.5, 5, 10] where step * magnitude >= value {
    return step * magnitude
  }
  return 10 * magnitude
}
