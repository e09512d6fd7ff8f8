import Foundation

/// A value axis: linear from zero, or logarithmic.
///
/// A logarithmic axis spans whole decades; when the values fit within two decades it steps by
/// 1, 2 and 5 instead, so that ratios near 1 stay readable.
struct ValueAxis {
  /// The smallest and largest value the axis shows.
  let lower: Double
  let upper: Double
  let isLogarithmic: Bool
  /// Whether a logarithmic axis steps by 1, 2 and 5 rather than by decades.
  let isFine: Bool

  /// An axis that holds every finite value in `values`; logarithmic when asked and some value
  /// is positive (values at or below zero then fall on the lower end).
  init(values: [Double], logarithmic: Bool) {
    let finite = values.filter(\.isFinite)
    let positive = finite.filter { $0 > 0 }
    if logarithmic, let smallest = positive.min(), let largest = positive.max() {
      isLogarithmic = true
      var lower = pow10(floor(log10(smallest)))
      var upper = pow10(ceil(log10(largest)))
      if upper <= lower { upper = lower * 10 }
      isFine = upper / lower <= 100.5
      if isFine {
        lower = oneTwoFive(atOrBelow: smallest)
        upper = oneTwoFive(atOrAbove: largest)
        if upper <= lower { upper = oneTwoFive(atOrAbove: lower * 1.01) }
      }
      self.lower = lower
      self.upper = upper
    } else {
      isLogarithmic = false
      isFine = false
      lower = 0
      let largest = finite.max() ?? 0
      // NB: an axis of zeros (no redundant write anywhere) still needs a height.
      upper = largest > 0 ? niceCeiling(largest) : 1
    }
  }

  /// Where `value` falls between the ends, from 0 to 1 (clamped).
  func fraction(_ value: Double) -> Double {
    guard value.isFinite else { return value > 0 ? 1 : 0 }
    let result: Double
    if isLogarithmic {
      guard value > 0 else { return 0 }
      result = (log10(value) - log10(lower)) / (log10(upper) - log10(lower))
    } else {
      result = (value - lower) / (upper - lower)
    }
    return min(1, max(0, result))
  }

  /// The tick values: each decade or each 1, 2, 5 step of a logarithmic axis, or five even
  /// steps of a linear one.
  var ticks: [Double] {
    if isLogarithmic {
      let first = Int(floor(log10(lower) + 1e-9))
      let last = Int(ceil(log10(upper) - 1e-9))
      let multiples: [Double] = isFine ? [1, 2, 5] : [1]
      var ticks: [Double] = []
      for exponent in first...last {
        for multiple in multiples {
          let tick = multiple * pow10(Double(exponent))
          if tick >= lower * (1 - 1e-9), tick <= upper * (1 + 1e-9) { ticks.append(tick) }
        }
      }
      return ticks
    }
    return (0...5).map { lower + (upper - lower) * Double($0) / 5 }
  }
}

/// A colour and a name for one series in a chart, with its values.
struct ChartSeries {
  let name: String
  let color: String
  /// One value per category or x position; `nil` where nothing was measured, which is drawn
  /// as a dash, never as 0.
  let values: [Double?]
  /// An interval per value, drawn as an error bar; empty when the series has none.
  var intervals: [ClosedRange<Double>?] = []
}

/// A horizontal line across a chart's plot at one value, such as parity with a reference.
struct ReferenceLine {
  let value: Double
  let label: String
}

/// Where a chart's parts go: the plot area within the margins, the legend above it.
struct ChartLayout {
  var width: Double
  var top: Double
  var left = 78.0
  var right = 24.0
  var bottom: Double
  var plotHeight = 190.0

  var height: Double { top + plotHeight + bottom }
  var plotWidth: Double { width - left - right }
  var plotBottom: Double { top + plotHeight }
  var plotRight: Double { left + plotWidth }
}

/// Small SVG charts drawn without any library: grouped bars, horizontal bars, lines.
///
/// Every chart has labelled axes with units, a legend that names every series (wrapped onto
/// as many rows as the names need), and a plot area, drawn as a `plot-area` rectangle, that
/// each mark stays inside (values beyond an axis are clamped to it). Charts grow wider when
/// they have many bars or long category labels.
struct SVGChart {
  /// The narrowest a chart is drawn.
  static let minimumWidth = 880.0
  /// The narrowest bar drawn before the chart grows wider instead.
  static let minimumBarWidth = 5.0
  /// A generous estimate of the width of one character of chart text (11 px sans-serif), for
  /// layout.
  static let characterWidth = 7.0

  /// Vertical bars, one group per category, one bar per series.
  ///
  /// - Parameters:
  ///   - baseline: Where bars start; the bottom of the axis when `nil`. A ratio chart starts
  ///     its bars at 1, so that a bar points up for slower and down for faster.
  ///   - referenceLine: A dashed line across the plot, labelled.
  func groupedBars(
    title: String, categories: [String], series: [ChartSeries], valueLabel: String,
    logarithmic: Bool = false, baseline: Double? = nil, referenceLine: ReferenceLine? = nil,
    format: (Double) -> String
  ) -> String {
    let intervalEnds = series.flatMap { $0.intervals.compactMap { $0 } }.flatMap {
      [$0.lowerBound, $0.upperBound]
    }
    let axis = ValueAxis(
      values: series.flatMap { $0.values.compactMap { $0 } } + intervalEnds
        + [baseline, referenceLine?.value].compactMap { $0 },
      logarithmic: logarithmic)
    let groupMinimum = Double(max(series.count, 1)) * Self.minimumBarWidth / 0.8
    // The reference line's label sits in the right margin, clear of the bars.
    var layout = layoutFor(
      series: series, plotWidthNeeded: Double(categories.count) * groupMinimum,
      right: referenceLine.map { Double($0.label.count) * Self.characterWidth + 12 } ?? 24)
    let groupWidth = layout.plotWidth / Double(max(categories.count, 1))
    // Category labels hang down and to the right at 40°: size the bottom margin to the
    // longest, and widen the right margin so that the last ones end inside the chart.
    let longest = Double(categories.map(\.count).max() ?? 0) * Self.characterWidth
    layout.bottom = min(320, max(56, longest * sin(40 * .pi / 180) + 30))
    for (index, category) in categories.enumerated() {
      let start = layout.left + (Double(index) + 0.5) * groupWidth
      let end = start + Double(category.count) * Self.characterWidth * cos(40 * .pi / 180)
      let overflow = end + 4 - layout.width
      if overflow > 0 {
        layout.width += overflow
        layout.right += overflow
      }
    }
    return groupedBars(
      title: title, categories: categories, series: series, valueLabel: valueLabel, axis: axis,
      layout: layout, baseline: baseline, referenceLine: referenceLine, format: format)
  }

  private func groupedBars(
    title: String, categories: [String], series: [ChartSeries], valueLabel: String,
    axis: ValueAxis, layout: ChartLayout, baseline: Double?, referenceLine: ReferenceLine?,
    format: (Double) -> String
  ) -> String {
    let groupWidth = layout.plotWidth / Double(max(categories.count, 1))
    let y = { (value: Double) in layout.top + (1 - axis.fraction(value)) * layout.plotHeight }
    let base = y(baseline ?? axis.lower)
    var parts = [
      open(title: title, layout: layout),
      legend(series, layout: layout),
      verticalAxis(axis, label: valueLabel, layout: layout, format: format),
    ]
    let barWidth = groupWidth * 0.8 / Double(max(series.count, 1))
    for (index, category) in categories.enumerated() {
      let groupX = layout.left + Double(index) * groupWidth + groupWidth * 0.1
      for (seriesIndex, item) in series.enumerated() where index < item.values.count {
        let x = groupX + Double(seriesIndex) * barWidth
        let center = x + barWidth * 0.46
        guard let value = item.values[index] else {
          parts.append(
            "<text class=\"missing\" x=\"\(coordinate(center))\" y=\"\(coordinate(base - 3))\" "
              + "text-anchor=\"middle\">—<title>\(xmlEscaped("\(category), \(item.name): "))"
              + "not measured</title></text>")
          continue
        }
        let top = min(y(value), base)
        var tooltip = "\(category), \(item.name): \(format(value))"
        let interval = index < item.intervals.count ? item.intervals[index] : nil
        if let interval {
          tooltip += " [\(format(interval.lowerBound))–\(format(interval.upperBound))]"
        }
        parts.append(
          rect(
            x: x, y: top, width: barWidth * 0.92, height: abs(base - y(value)),
            fill: item.color, title: tooltip))
        if let interval {
          parts.append(
            errorBar(
              x: center, from: y(interval.lowerBound), to: y(interval.upperBound),
              capWidth: max(3, barWidth * 0.5)))
        }
      }
      let labelX = groupX + groupWidth * 0.4
      let labelY = layout.plotBottom + 10
      parts.append(
        "<text class=\"category\" x=\"\(coordinate(labelX))\" y=\"\(coordinate(labelY))\" "
          + "transform=\"rotate(40 \(coordinate(labelX)) \(coordinate(labelY)))\">\(xmlEscaped(category))</text>"
      )
    }
    if let referenceLine {
      let lineY = y(referenceLine.value)
      parts.append(
        "<line class=\"reference\" x1=\"\(coordinate(layout.left))\" y1=\"\(coordinate(lineY))\" "
          + "x2=\"\(coordinate(layout.plotRight))\" y2=\"\(coordinate(lineY))\"/>"
          + "<text class=\"reference-label\" x=\"\(coordinate(layout.plotRight + 6))\" "
          + "y=\"\(coordinate(lineY + 4))\">\(xmlEscaped(referenceLine.label))</text>")
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// Horizontal bars, one per category, with optional budget marks, on a logarithmic axis.
  func horizontalBars(
    title: String, categories: [String], values: [Double], colors: [String],
    budgets: [Double?], valueLabel: String, format: (Double) -> String
  ) -> String {
    let rowHeight = 22.0
    let longest = Double(categories.map(\.count).max() ?? 0) * Self.characterWidth
    // The right margin leaves room for the last tick's label, centred on the plot's end.
    var layout = ChartLayout(width: Self.minimumWidth, top: 36, right: 44, bottom: 50)
    layout.left = min(420, max(120, longest + 16))
    layout.plotHeight = Double(categories.count) * rowHeight
    let axis = ValueAxis(values: values + budgets.compactMap { $0 }, logarithmic: true)
    let x = { (value: Double) in layout.left + axis.fraction(value) * layout.plotWidth }
    var parts = [open(title: title, layout: layout), plotArea(layout)]
    for tick in axis.ticks {
      parts.append(
        "<line class=\"grid\" x1=\"\(coordinate(x(tick)))\" y1=\"\(coordinate(layout.top))\" x2=\"\(coordinate(x(tick)))\" "
          + "y2=\"\(coordinate(layout.plotBottom))\"/>")
      parts.append(
        "<text class=\"tick\" x=\"\(coordinate(x(tick)))\" y=\"\(coordinate(layout.plotBottom + 14))\" "
          + "text-anchor=\"middle\">\(xmlEscaped(format(tick)))</text>")
    }
    parts.append(
      "<text class=\"axis-label\" x=\"\(coordinate(layout.left + layout.plotWidth / 2))\" "
        + "y=\"\(coordinate(layout.plotBottom + 36))\" text-anchor=\"middle\">\(xmlEscaped(valueLabel))</text>"
    )
    for (index, category) in categories.enumerated() {
      let y = layout.top + Double(index) * rowHeight
      let value = values[index]
      parts.append(
        "<text class=\"category\" x=\"\(coordinate(layout.left - 8))\" y=\"\(coordinate(y + 15))\" "
          + "text-anchor=\"end\">\(xmlEscaped(category))</text>")
      parts.append(
        rect(
          x: layout.left, y: y + 3, width: x(value) - layout.left, height: rowHeight - 6,
          fill: colors[index], title: "\(category): \(format(value))"))
      if index < budgets.count, let budget = budgets[index] {
        parts.append(
          "<line class=\"budget\" x1=\"\(coordinate(x(budget)))\" y1=\"\(coordinate(y + 1))\" "
            + "x2=\"\(coordinate(x(budget)))\" y2=\"\(coordinate(y + rowHeight - 1))\">"
            + "<title>budget \(xmlEscaped(format(budget)))</title></line>")
      }
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// Lines over a logarithmic x axis (list sizes), one per series; a `nil` value leaves a gap.
  func lines(
    title: String, xValues: [Double], series: [ChartSeries], xLabel: String, valueLabel: String,
    logarithmic: Bool = false, format: (Double) -> String
  ) -> String {
    let axis = ValueAxis(
      values: series.flatMap { $0.values.compactMap { $0 } }, logarithmic: logarithmic)
    let xAxis = ValueAxis(values: xValues, logarithmic: true)
    let layout = layoutFor(series: series, plotWidthNeeded: 0, bottom: 56)
    let point = { (x: Double, value: Double) in
      (
        layout.left + xAxis.fraction(x) * layout.plotWidth,
        layout.top + (1 - axis.fraction(value)) * layout.plotHeight
      )
    }
    var parts = [
      open(title: title, layout: layout),
      legend(series, layout: layout),
      verticalAxis(axis, label: valueLabel, layout: layout, format: format),
    ]
    for tick in xAxis.ticks {
      let x = layout.left + xAxis.fraction(tick) * layout.plotWidth
      let text = tick.rounded() == tick ? Int(tick).groupedByThousands : format(tick)
      parts.append(
        "<text class=\"tick\" x=\"\(coordinate(x))\" y=\"\(coordinate(layout.plotBottom + 16))\" "
          + "text-anchor=\"middle\">\(xmlEscaped(text))</text>")
    }
    parts.append(
      "<text class=\"axis-label\" x=\"\(coordinate(layout.left + layout.plotWidth / 2))\" "
        + "y=\"\(coordinate(layout.plotBottom + 40))\" text-anchor=\"middle\">\(xmlEscaped(xLabel))</text>"
    )
    for item in series {
      // Consecutive measured points make one segment; a missing value breaks the line.
      var segments: [[(Double, Double)]] = [[]]
      for (x, value) in zip(xValues, item.values) {
        guard let value else {
          segments.append([])
          continue
        }
        let position = point(x, value)
        segments[segments.count - 1].append(position)
        parts.append(
          "<circle cx=\"\(coordinate(position.0))\" cy=\"\(coordinate(position.1))\" r=\"4\" "
            + "fill=\"\(item.color)\"><title>\(xmlEscaped("\(item.name) at \(Int(x)): "))"
            + "\(xmlEscaped(format(value)))</title></circle>")
      }
      for segment in segments where segment.count > 1 {
        parts.append(
          "<polyline fill=\"none\" stroke=\"\(item.color)\" stroke-width=\"2.5\" points=\""
            + segment.map { "\(coordinate($0.0)),\(coordinate($0.1))" }.joined(separator: " ")
            + "\"/>")
      }
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  // MARK: Pieces

  /// A layout at least ``minimumWidth`` wide and wide enough for `plotWidthNeeded`, with room
  /// above the plot for the legend of `series`.
  private func layoutFor(
    series: [ChartSeries], plotWidthNeeded: Double, bottom: Double = 0, right: Double = 24
  ) -> ChartLayout {
    var layout = ChartLayout(width: Self.minimumWidth, top: 0, right: right, bottom: bottom)
    layout.width = max(Self.minimumWidth, plotWidthNeeded + layout.left + layout.right)
    let rows = legendRows(series, layout: layout)
    layout.top = 34 + Double(rows.count) * 18 + 8
    return layout
  }

  /// The legend entries with their x positions, wrapped into rows that fit the plot's width.
  private func legendRows(_ series: [ChartSeries], layout: ChartLayout) -> [[(ChartSeries, Double)]]
  {
    var rows: [[(ChartSeries, Double)]] = [[]]
    var x = layout.left
    for item in series {
      let itemWidth = 20 + Double(item.name.count) * Self.characterWidth + 16
      if x + itemWidth > layout.width - layout.right, !rows[rows.count - 1].isEmpty {
        rows.append([])
        x = layout.left
      }
      rows[rows.count - 1].append((item, x))
      x += itemWidth
    }
    return rows.filter { !$0.isEmpty }
  }

  private func legend(_ series: [ChartSeries], layout: ChartLayout) -> String {
    var parts: [String] = []
    for (row, entries) in legendRows(series, layout: layout).enumerated() {
      let y = 30 + Double(row) * 18
      for (item, x) in entries {
        parts.append(
          "<g class=\"legend-item\"><rect x=\"\(coordinate(x))\" y=\"\(coordinate(y))\" width=\"14\" height=\"14\" "
            + "fill=\"\(item.color)\"/><text class=\"legend\" x=\"\(coordinate(x + 20))\" "
            + "y=\"\(coordinate(y + 12))\">\(xmlEscaped(item.name))</text></g>")
      }
    }
    return parts.joined(separator: "\n")
  }

  private func open(title: String, layout: ChartLayout) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(coordinate(layout.width)) "
      + "\(coordinate(layout.height))\" width=\"\(coordinate(layout.width))\" height=\"\(coordinate(layout.height))\" "
      + "role=\"img\" aria-label=\"\(xmlEscaped(title))\">\n"
      + "<text class=\"title\" x=\"\(coordinate(layout.left))\" y=\"18\">\(xmlEscaped(title))</text>"
  }

  private func plotArea(_ layout: ChartLayout) -> String {
    // The fill is given as an attribute too, so a chart copied out of the page keeps it.
    "<rect class=\"plot-area\" fill=\"#fcfcfc\" x=\"\(coordinate(layout.left))\" y=\"\(coordinate(layout.top))\" "
      + "width=\"\(coordinate(layout.plotWidth))\" height=\"\(coordinate(layout.plotHeight))\"/>"
  }

  private func verticalAxis(
    _ axis: ValueAxis, label: String, layout: ChartLayout, format: (Double) -> String
  ) -> String {
    var parts = [plotArea(layout)]
    for tick in axis.ticks {
      let y = layout.top + (1 - axis.fraction(tick)) * layout.plotHeight
      parts.append(
        "<line class=\"grid\" x1=\"\(coordinate(layout.left))\" y1=\"\(coordinate(y))\" "
          + "x2=\"\(coordinate(layout.plotRight))\" y2=\"\(coordinate(y))\"/>")
      parts.append(
        "<text class=\"tick\" x=\"\(coordinate(layout.left - 6))\" y=\"\(coordinate(y + 4))\" "
          + "text-anchor=\"end\">\(xmlEscaped(format(tick)))</text>")
    }
    parts.append(
      "<line class=\"axis\" x1=\"\(coordinate(layout.left))\" y1=\"\(coordinate(layout.top))\" "
        + "x2=\"\(coordinate(layout.left))\" y2=\"\(coordinate(layout.plotBottom))\"/>")
    parts.append(
      "<line class=\"axis\" x1=\"\(coordinate(layout.left))\" y1=\"\(coordinate(layout.plotBottom))\" "
        + "x2=\"\(coordinate(layout.plotRight))\" y2=\"\(coordinate(layout.plotBottom))\"/>")
    let labelY = layout.top + layout.plotHeight / 2
    parts.append(
      "<text class=\"axis-label\" x=\"16\" y=\"\(coordinate(labelY))\" text-anchor=\"middle\" "
        + "transform=\"rotate(-90 16 \(coordinate(labelY)))\">\(xmlEscaped(label))</text>")
    return parts.joined(separator: "\n")
  }

  /// A whisker from `from` to `to` with caps: dark on a white halo, so that it shows on a bar
  /// of any colour.
  private func errorBar(x: Double, from: Double, to: Double, capWidth: Double) -> String {
    let half = capWidth / 2
    let path =
      "M\(coordinate(x)) \(coordinate(from))V\(coordinate(to))M\(coordinate(x - half)) \(coordinate(from))H\(coordinate(x + half))"
      + "M\(coordinate(x - half)) \(coordinate(to))H\(coordinate(x + half))"
    return "<path class=\"error-halo\" d=\"\(path)\"/><path class=\"error-bar\" d=\"\(path)\"/>"
  }

  private func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String, title: String
  ) -> String {
    "<rect class=\"bar\" x=\"\(coordinate(x))\" y=\"\(coordinate(y))\" width=\"\(coordinate(max(0, width)))\" "
      + "height=\"\(coordinate(max(0, height)))\" fill=\"\(fill)\"><title>\(xmlEscaped(title))</title></rect>"
  }
}

/// A coordinate with two decimals at most.
func coordinate(_ value: Double) -> String {
  let rounded = (value * 100).rounded() / 100
  return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// Text escaped for XML content and attributes.
func xmlEscaped(_ text: String) -> String {
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

/// The 1, 2, 5 × 10ⁿ steps around `value`.
private func oneTwoFiveSteps(around value: Double) -> [Double] {
  let exponent = floor(log10(value))
  return (-1...1).flatMap { offset in
    [1.0, 2, 5].map { $0 * pow10(exponent + Double(offset)) }
  }
}

/// The largest of 1, 2, 5 × 10ⁿ at or below `value`.
private func oneTwoFive(atOrBelow value: Double) -> Double {
  oneTwoFiveSteps(around: value).last { $0 <= value * (1 + 1e-9) } ?? value
}

/// The smallest of 1, 2, 5 × 10ⁿ at or above `value`.
private func oneTwoFive(atOrAbove value: Double) -> Double {
  oneTwoFiveSteps(around: value).first { $0 >= value * (1 - 1e-9) } ?? value
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
