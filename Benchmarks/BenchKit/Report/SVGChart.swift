import Foundation

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

  /// A colour and a name for one series in a chart, with its values.
  struct Series {
    let name: String
    let color: String
    /// One value per category or x position; `nil` where nothing was measured, which is drawn
    /// as a dash, never as 0.
    let values: [Double?]
    /// An interval per value, drawn as an error bar; empty when the series has none.
    var intervals: [ClosedRange<Double>?] = []
  }

  /// Where a chart's parts go: the plot area within the margins, the legend above it.
  struct Layout {
    var width = SVGChart.minimumWidth
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

  /// Vertical bars, one group per category, one bar per series.
  ///
  /// - Parameter reference: Makes a ratio chart: a logarithmic axis whose bars start at 1, so
  ///   that a bar points up for slower and down for faster, and a dashed line at 1 labelled
  ///   `1× = reference`.
  func groupedBars(
    title: String, categories: [String], series: [Series], valueLabel: String,
    ratioTo reference: String? = nil, format: (Double) -> String
  ) -> String {
    let ends = series.flatMap { $0.intervals.compactMap { $0 } }.flatMap {
      [$0.lowerBound, $0.upperBound]
    }
    let axis = ValueAxis(
      values: series.flatMap { $0.values.compactMap { $0 } } + ends + (reference == nil ? [] : [1]),
      logarithmic: reference != nil)
    let referenceLabel = reference.map { "1× = \($0)" }
    let layout = barLayout(categories, series, referenceLabel: referenceLabel)
    let y = { (value: Double) in layout.top + (1 - axis.fraction(value)) * layout.plotHeight }
    let base = y(reference == nil ? axis.lower : 1)
    var parts = [
      open(title: title, layout: layout), legend(series, layout: layout),
      verticalAxis(axis, label: valueLabel, layout: layout, format: format),
    ]
    let groupWidth = layout.plotWidth / Double(max(categories.count, 1))
    let barWidth = groupWidth * 0.8 / Double(max(series.count, 1))
    for (index, category) in categories.enumerated() {
      let groupX = layout.left + Double(index) * groupWidth + groupWidth * 0.1
      for (seriesIndex, item) in series.enumerated() where index < item.values.count {
        let x = groupX + Double(seriesIndex) * barWidth
        let place = "\(category), \(item.name): "
        guard let value = item.values[index] else {
          parts.append(
            text(
              "—", class: "missing", x: x + barWidth * 0.46, y: base - 3, anchor: "middle",
              title: place + "not measured"))
          continue
        }
        let interval = index < item.intervals.count ? item.intervals[index] : nil
        let shown = interval.map { " [\(format($0.lowerBound))–\(format($0.upperBound))]" }
        parts.append(
          rect(
            x: x, y: min(y(value), base), width: barWidth * 0.92, height: abs(base - y(value)),
            fill: item.color, title: place + format(value) + (shown ?? "")))
        if let interval {
          parts.append(
            errorBar(
              x: x + barWidth * 0.46, from: y(interval.lowerBound),
              to: y(interval.upperBound), capWidth: max(3, barWidth * 0.5)))
        }
      }
      parts.append(
        text(
          category, class: "category", x: groupX + groupWidth * 0.4,
          y: layout.plotBottom + 10, rotate: 40))
    }
    if let referenceLabel {
      parts.append(line(class: "reference", layout.left, y(1), layout.plotRight, y(1)))
      parts.append(
        text(referenceLabel, class: "reference-label", x: layout.plotRight + 6, y: y(1) + 4))
    }
    return (parts + ["</svg>"]).joined(separator: "\n")
  }

  /// Horizontal bars, one per category, with optional budget marks, on a logarithmic axis.
  func horizontalBars(
    title: String, categories: [String], values: [Double], colors: [String],
    budgets: [Double?], valueLabel: String, format: (Double) -> String
  ) -> String {
    let rowHeight = 22.0
    let longest = Double(categories.map(\.count).max() ?? 0) * Self.characterWidth
    // The right margin leaves room for the last tick's label, centred on the plot's end.
    var layout = Layout(top: 36, right: 44, bottom: 50)
    layout.left = min(420, max(120, longest + 16))
    layout.plotHeight = Double(categories.count) * rowHeight
    let axis = ValueAxis(values: values + budgets.compactMap { $0 }, logarithmic: true)
    let x = { (value: Double) in layout.left + axis.fraction(value) * layout.plotWidth }
    var parts = [
      open(title: title, layout: layout), plotArea(layout),
      horizontalAxis(axis, label: valueLabel, layout: layout, format: format),
    ]
    for (index, category) in categories.enumerated() {
      let y = layout.top + Double(index) * rowHeight
      parts.append(text(category, class: "category", x: layout.left - 8, y: y + 15, anchor: "end"))
      parts.append(
        rect(
          x: layout.left, y: y + 3, width: x(values[index]) - layout.left,
          height: rowHeight - 6, fill: colors[index],
          title: "\(category): \(format(values[index]))"))
      if index < budgets.count, let budget = budgets[index] {
        parts.append(
          line(
            class: "budget", x(budget), y + 1, x(budget), y + rowHeight - 1,
            title: "budget \(format(budget))"))
      }
    }
    return (parts + ["</svg>"]).joined(separator: "\n")
  }

  /// Lines over a logarithmic x axis (list sizes), one per series, on a logarithmic value axis;
  /// a `nil` value leaves a gap.
  func lines(
    title: String, xValues: [Double], series: [Series], xLabel: String, valueLabel: String,
    format: (Double) -> String
  ) -> String {
    let axis = ValueAxis(values: series.flatMap { $0.values.compactMap { $0 } }, logarithmic: true)
    let xAxis = ValueAxis(values: xValues, logarithmic: true)
    let layout = legendLayout(series, plotWidthNeeded: 0, bottom: 56)
    var parts = [
      open(title: title, layout: layout), legend(series, layout: layout),
      verticalAxis(axis, label: valueLabel, layout: layout, format: format),
      horizontalAxis(xAxis, label: xLabel, layout: layout) {
        $0.rounded() == $0 ? Int($0).groupedByThousands : format($0)
      },
    ]
    for item in series {
      // Consecutive measured points make one segment; a missing value breaks the line.
      var segments: [[String]] = [[]]
      for (x, value) in zip(xValues, item.values) {
        guard let value else {
          segments.append([])
          continue
        }
        let point = (
          coordinate(layout.left + xAxis.fraction(x) * layout.plotWidth),
          coordinate(layout.top + (1 - axis.fraction(value)) * layout.plotHeight)
        )
        segments[segments.count - 1].append("\(point.0),\(point.1)")
        parts.append(
          "<circle cx=\"\(point.0)\" cy=\"\(point.1)\" r=\"4\" fill=\"\(item.color)\"><title>"
            + xmlEscaped("\(item.name) at \(Int(x)): \(format(value))") + "</title></circle>")
      }
      for segment in segments where segment.count > 1 {
        parts.append(
          "<polyline fill=\"none\" stroke=\"\(item.color)\" stroke-width=\"2.5\" points=\""
            + segment.joined(separator: " ") + "\"/>")
      }
    }
    return (parts + ["</svg>"]).joined(separator: "\n")
  }

  // MARK: Layout

  /// The layout of a bar chart: wide enough for every bar; below the plot, room for the
  /// category labels, which hang down and to the right at 40°; to the right, room for the last
  /// labels and for the reference line's label, which sits clear of the bars.
  private func barLayout(_ categories: [String], _ series: [Series], referenceLabel: String?)
    -> Layout
  {
    let groupMinimum = Double(max(series.count, 1)) * Self.minimumBarWidth / 0.8
    var layout = legendLayout(
      series, plotWidthNeeded: Double(categories.count) * groupMinimum,
      right: referenceLabel.map { Double($0.count) * Self.characterWidth + 12 } ?? 24)
    let groupWidth = layout.plotWidth / Double(max(categories.count, 1))
    let slant = 40 * Double.pi / 180
    let longest = Double(categories.map(\.count).max() ?? 0) * Self.characterWidth
    layout.bottom = min(320, max(56, longest * sin(slant) + 30))
    for (index, category) in categories.enumerated() {
      let start = layout.left + (Double(index) + 0.5) * groupWidth
      let overflow =
        start + Double(category.count) * Self.characterWidth * cos(slant) + 4
        - layout.width
      if overflow > 0 {
        layout.width += overflow
        layout.right += overflow
      }
    }
    return layout
  }

  /// A layout at least ``minimumWidth`` wide and wide enough for `plotWidthNeeded`, with room
  /// above the plot for the legend of `series`.
  private func legendLayout(
    _ series: [Series], plotWidthNeeded: Double, bottom: Double = 0, right: Double = 24
  ) -> Layout {
    var layout = Layout(top: 0, right: right, bottom: bottom)
    layout.width = max(Self.minimumWidth, plotWidthNeeded + layout.left + layout.right)
    layout.top = 34 + Double(legendRows(series, layout: layout).count) * 18 + 8
    return layout
  }

  /// The legend entries with their x positions, wrapped into rows that fit the plot's width.
  private func legendRows(_ series: [Series], layout: Layout) -> [[(Series, Double)]] {
    var rows: [[(Series, Double)]] = [[]]
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

  // MARK: Pieces

  private func legend(_ series: [Series], layout: Layout) -> String {
    legendRows(series, layout: layout).enumerated().flatMap { row, entries in
      entries.map { item, x in
        let y = 30 + Double(row) * 18
        return "<g class=\"legend-item\"><rect x=\"\(coordinate(x))\" y=\"\(coordinate(y))\" "
          + "width=\"14\" height=\"14\" fill=\"\(item.color)\"/>"
          + text(item.name, class: "legend", x: x + 20, y: y + 12) + "</g>"
      }
    }.joined(separator: "\n")
  }

  private func open(title: String, layout: Layout) -> String {
    let (width, height) = (coordinate(layout.width), coordinate(layout.height))
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" "
      + "width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-label=\"\(xmlEscaped(title))\">\n"
      + text(title, class: "title", x: layout.left, y: 18)
  }

  private func plotArea(_ layout: Layout) -> String {
    // The fill is given as an attribute too, so a chart copied out of the page keeps it.
    "<rect class=\"plot-area\" fill=\"#fcfcfc\" x=\"\(coordinate(layout.left))\" "
      + "y=\"\(coordinate(layout.top))\" width=\"\(coordinate(layout.plotWidth))\" "
      + "height=\"\(coordinate(layout.plotHeight))\"/>"
  }

  /// The plot area with the value axis on its left: grid lines, tick labels, the axis label.
  private func verticalAxis(
    _ axis: ValueAxis, label: String, layout: Layout, format: (Double) -> String
  ) -> String {
    var parts = [plotArea(layout)]
    for tick in axis.ticks {
      let y = layout.top + (1 - axis.fraction(tick)) * layout.plotHeight
      parts.append(line(class: "grid", layout.left, y, layout.plotRight, y))
      parts.append(text(format(tick), class: "tick", x: layout.left - 6, y: y + 4, anchor: "end"))
    }
    parts.append(line(class: "axis", layout.left, layout.top, layout.left, layout.plotBottom))
    parts.append(
      line(class: "axis", layout.left, layout.plotBottom, layout.plotRight, layout.plotBottom))
    parts.append(
      text(
        label, class: "axis-label", x: 16, y: layout.top + layout.plotHeight / 2,
        anchor: "middle", rotate: -90))
    return parts.joined(separator: "\n")
  }

  /// The axis below the plot: grid lines, tick labels, the axis label.
  private func horizontalAxis(
    _ axis: ValueAxis, label: String, layout: Layout, format: (Double) -> String
  ) -> String {
    var parts: [String] = []
    for tick in axis.ticks {
      let x = layout.left + axis.fraction(tick) * layout.plotWidth
      parts.append(line(class: "grid", x, layout.top, x, layout.plotBottom))
      parts.append(
        text(format(tick), class: "tick", x: x, y: layout.plotBottom + 16, anchor: "middle"))
    }
    parts.append(
      text(
        label, class: "axis-label", x: layout.left + layout.plotWidth / 2,
        y: layout.plotBottom + 40, anchor: "middle"))
    return parts.joined(separator: "\n")
  }

  /// A whisker from `from` to `to` with caps: dark on a white halo, so that it shows on a bar
  /// of any colour.
  private func errorBar(x: Double, from: Double, to: Double, capWidth: Double) -> String {
    let (left, right) = (coordinate(x - capWidth / 2), coordinate(x + capWidth / 2))
    let (x, from, to) = (coordinate(x), coordinate(from), coordinate(to))
    let path = "M\(x) \(from)V\(to)M\(left) \(from)H\(right)M\(left) \(to)H\(right)"
    return "<path class=\"error-halo\" d=\"\(path)\"/><path class=\"error-bar\" d=\"\(path)\"/>"
  }

  private func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String, title: String
  ) -> String {
    "<rect class=\"bar\" x=\"\(coordinate(x))\" y=\"\(coordinate(y))\" "
      + "width=\"\(coordinate(max(0, width)))\" height=\"\(coordinate(max(0, height)))\" "
      + "fill=\"\(fill)\"><title>\(xmlEscaped(title))</title></rect>"
  }

  private func line(
    class name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
    title: String? = nil
  ) -> String {
    "<line class=\"\(name)\" x1=\"\(coordinate(x1))\" y1=\"\(coordinate(y1))\" "
      + "x2=\"\(coordinate(x2))\" y2=\"\(coordinate(y2))\""
      + (title.map { "><title>\(xmlEscaped($0))</title></line>" } ?? "/>")
  }

  /// A text element; `rotate` turns it by that many degrees about its anchor.
  private func text(
    _ content: String, class name: String, x: Double, y: Double, anchor: String? = nil,
    rotate: Double? = nil, title: String? = nil
  ) -> String {
    let (x, y) = (coordinate(x), coordinate(y))
    return "<text class=\"\(name)\" x=\"\(x)\" y=\"\(y)\""
      + (anchor.map { " text-anchor=\"\($0)\"" } ?? "")
      + (rotate.map { " transform=\"rotate(\(coordinate($0)) \(x) \(y))\"" } ?? "") + ">"
      + xmlEscaped(content) + (title.map { "<title>\(xmlEscaped($0))</title>" } ?? "")
      + "</text>"
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
