import Foundation

/// Small SVG charts drawn without any library: grouped bars, horizontal bars, lines.
///
/// Every chart has a title, labelled axes with units, a legend that names every series
/// (wrapped onto as many rows as the names need) and a `plot-area` rectangle that each mark
/// stays inside (values beyond an axis are clamped to it). Charts grow wider when they have
/// many bars or long category labels.
enum SVGChart {
  static let minimumWidth = 880.0
  /// The narrowest bar drawn before the chart grows wider instead.
  static let minimumBarWidth = 5.0
  /// A generous estimate of the width of one character of 11 px chart text, for layout.
  static let characterWidth = 7.0

  /// One series: a name, a colour, one value per category or x position (`nil` where nothing
  /// was measured, drawn as a dash, never as 0) and, if it has them, an interval per value.
  struct Series {
    let name: String
    let color: String
    let values: [Double?]
    var intervals: [ClosedRange<Double>?] = []
  }

  /// Where a chart's parts go: the plot area within the margins, the legend above it.
  struct Layout {
    var width = SVGChart.minimumWidth
    var top = 0.0
    var left = 78.0
    var right = 24.0
    var bottom: Double
    var plotHeight = 190.0

    var height: Double { top + plotHeight + bottom }
    var plotWidth: Double { width - left - right }
    var plotBottom: Double { top + plotHeight }
    var plotRight: Double { left + plotWidth }
    func x(_ fraction: Double) -> Double { left + fraction * plotWidth }
    func y(_ fraction: Double) -> Double { top + (1 - fraction) * plotHeight }
  }

  /// Vertical bars, one group per category, one bar per series. With `ratioTo`, a ratio chart:
  /// a logarithmic axis whose bars start at 1, up for slower and down for faster, and a dashed
  /// line at 1 labelled `1× = reference`.
  static func groupedBars(
    title: String, categories: [String], series: [Series], valueLabel: String,
    ratioTo reference: String? = nil, format: (Double) -> String
  ) -> String {
    let ends = series.flatMap(\.intervals).compactMap { $0 }.flatMap {
      [$0.lowerBound, $0.upperBound]
    }
    let axis = ValueAxis(
      values: series.flatMap(\.values).compactMap { $0 } + ends + (reference == nil ? [] : [1]),
      logarithmic: reference != nil)
    let referenceLabel = reference.map { "1× = \($0)" }
    let layout = barLayout(categories, series, referenceLabel: referenceLabel)
    let y = { layout.y(axis.fraction($0)) }
    let base = y(reference == nil ? axis.lower : 1)
    var parts = [
      open(title, layout), legend(series, layout),
      valueAxis(axis, label: valueLabel, layout, vertical: true, format: format),
    ]
    let groupWidth = layout.plotWidth / Double(max(categories.count, 1))
    let barWidth = groupWidth * 0.8 / Double(max(series.count, 1))
    for (index, category) in categories.enumerated() {
      let groupX = layout.left + (Double(index) + 0.1) * groupWidth
      for (seriesIndex, item) in series.enumerated() where index < item.values.count {
        let x = groupX + Double(seriesIndex) * barWidth
        let place = "\(category), \(item.name): "
        guard let value = item.values[index] else {
          parts.append(
            text(
              "—", "missing", x: x + barWidth * 0.46, y: base - 3, anchor: "middle",
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
              x: x + barWidth * 0.46, from: y(interval.lowerBound), to: y(interval.upperBound),
              capWidth: max(3, barWidth * 0.5)))
        }
      }
      parts.append(
        text(
          category, "category", x: groupX + groupWidth * 0.4, y: layout.plotBottom + 10,
          rotate: 40))
    }
    if let referenceLabel {
      parts.append(line("reference", layout.left, y(1), layout.plotRight, y(1)))
      parts.append(text(referenceLabel, "reference-label", x: layout.plotRight + 6, y: y(1) + 4))
    }
    return (parts + ["</svg>"]).joined(separator: "\n")
  }

  /// Horizontal bars, one per category, each with its colour and budget mark, if any, on a
  /// logarithmic axis.
  static func horizontalBars(
    title: String, categories: [String], values: [Double], colors: [String],
    budgets: [Double?], valueLabel: String, format: (Double) -> String
  ) -> String {
    let rowHeight = 22.0
    let longest = Double(categories.map(\.count).max() ?? 0) * characterWidth
    // The right margin leaves room for the last tick's label, centred on the plot's end.
    var layout = Layout(top: 36, left: min(420, max(120, longest + 16)), right: 44, bottom: 50)
    layout.plotHeight = Double(categories.count) * rowHeight
    let axis = ValueAxis(values: values + budgets.compactMap { $0 }, logarithmic: true)
    var parts = [
      open(title, layout),
      valueAxis(axis, label: valueLabel, layout, vertical: false, format: format),
    ]
    for (index, category) in categories.enumerated() {
      let y = layout.top + Double(index) * rowHeight
      parts.append(text(category, "category", x: layout.left - 8, y: y + 15, anchor: "end"))
      parts.append(
        rect(
          x: layout.left, y: y + 3, width: layout.x(axis.fraction(values[index])) - layout.left,
          height: rowHeight - 6, fill: colors[index],
          title: "\(category): \(format(values[index]))"))
      if let budget = budgets[index] {
        let x = layout.x(axis.fraction(budget))
        parts.append(
          line("budget", x, y + 1, x, y + rowHeight - 1, title: "budget \(format(budget))"))
      }
    }
    return (parts + ["</svg>"]).joined(separator: "\n")
  }

  /// Lines over a logarithmic x axis (list sizes), one per series, on a logarithmic value axis;
  /// a `nil` value leaves a gap.
  static func lines(
    title: String, xValues: [Double], series: [Series], xLabel: String, valueLabel: String,
    format: (Double) -> String
  ) -> String {
    let axis = ValueAxis(values: series.flatMap(\.values).compactMap { $0 }, logarithmic: true)
    let xAxis = ValueAxis(values: xValues, logarithmic: true)
    let layout = legendLayout(series, plotWidthNeeded: 0, bottom: 56)
    var parts = [
      open(title, layout), legend(series, layout),
      valueAxis(axis, label: valueLabel, layout, vertical: true, format: format),
      valueAxis(xAxis, label: xLabel, layout, vertical: false) {
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
        let (cx, cy) = (
          coordinate(layout.x(xAxis.fraction(x))), coordinate(layout.y(axis.fraction(value)))
        )
        segments[segments.count - 1].append("\(cx),\(cy)")
        parts.append(
          "<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"4\" fill=\"\(item.color)\"><title>"
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

  /// Wide enough for every bar; below the plot, room for the category labels, which hang down
  /// and to the right at 40°; to the right, room for the last labels and the reference label.
  private static func barLayout(
    _ categories: [String], _ series: [Series], referenceLabel: String?
  ) -> Layout {
    let groupMinimum = Double(max(series.count, 1)) * minimumBarWidth / 0.8
    var layout = legendLayout(
      series, plotWidthNeeded: Double(categories.count) * groupMinimum,
      right: referenceLabel.map { Double($0.count) * characterWidth + 12 } ?? 24)
    let groupWidth = layout.plotWidth / Double(max(categories.count, 1))
    let slant = 40 * Double.pi / 180
    let longest = Double(categories.map(\.count).max() ?? 0) * characterWidth
    layout.bottom = min(320, max(56, longest * sin(slant) + 30))
    for (index, category) in categories.enumerated() {
      let end =
        layout.left + (Double(index) + 0.5) * groupWidth
        + Double(category.count) * characterWidth * cos(slant) + 4
      if end > layout.width {
        layout.right += end - layout.width
        layout.width = end
      }
    }
    return layout
  }

  /// At least ``minimumWidth`` wide and wide enough for `plotWidthNeeded`, with room above the
  /// plot for the legend of `series`.
  private static func legendLayout(
    _ series: [Series], plotWidthNeeded: Double, bottom: Double = 0, right: Double = 24
  ) -> Layout {
    var layout = Layout(right: right, bottom: bottom)
    layout.width = max(minimumWidth, plotWidthNeeded + layout.left + layout.right)
    layout.top = 34 + Double(legendRows(series, layout).count) * 18 + 8
    return layout
  }

  /// The legend entries with their x positions, wrapped into rows that fit the plot's width.
  private static func legendRows(_ series: [Series], _ layout: Layout) -> [[(Series, Double)]] {
    var rows: [[(Series, Double)]] = [[]]
    var x = layout.left
    for item in series {
      let itemWidth = 36 + Double(item.name.count) * characterWidth
      if x + itemWidth > layout.plotRight, !rows[rows.count - 1].isEmpty {
        rows.append([])
        x = layout.left
      }
      rows[rows.count - 1].append((item, x))
      x += itemWidth
    }
    return rows.filter { !$0.isEmpty }
  }

  // MARK: Pieces

  private static func legend(_ series: [Series], _ layout: Layout) -> String {
    legendRows(series, layout).enumerated().flatMap { row, entries in
      entries.map { item, x in
        let y = 30 + Double(row) * 18
        return "<g class=\"legend-item\"><rect x=\"\(coordinate(x))\" y=\"\(coordinate(y))\" "
          + "width=\"14\" height=\"14\" fill=\"\(item.color)\"/>"
          + text(item.name, "legend", x: x + 20, y: y + 12) + "</g>"
      }
    }.joined(separator: "\n")
  }

  /// The `<svg>` element's start, the title and the plot area. The plot area's fill is an
  /// attribute too, so a chart copied out of the page keeps it.
  private static func open(_ title: String, _ layout: Layout) -> String {
    let (width, height) = (coordinate(layout.width), coordinate(layout.height))
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" "
      + "width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-label=\"\(xmlEscaped(title))\">\n"
      + text(title, "title", x: layout.left, y: 18)
      + "\n<rect class=\"plot-area\" fill=\"#fcfcfc\" x=\"\(coordinate(layout.left))\" "
      + "y=\"\(coordinate(layout.top))\" width=\"\(coordinate(layout.plotWidth))\" "
      + "height=\"\(coordinate(layout.plotHeight))\"/>"
  }

  /// Grid lines, tick labels and the axis label: on the left of the plot, with its axis
  /// lines, or below it.
  private static func valueAxis(
    _ axis: ValueAxis, label: String, _ layout: Layout, vertical: Bool,
    format: (Double) -> String
  ) -> String {
    let (left, bottom) = (layout.left, layout.plotBottom)
    var parts = axis.ticks.map { tick in
      let (x, y) = (layout.x(axis.fraction(tick)), layout.y(axis.fraction(tick)))
      return vertical
        ? line("grid", left, y, layout.plotRight, y)
          + text(format(tick), "tick", x: left - 6, y: y + 4, anchor: "end")
        : line("grid", x, layout.top, x, bottom)
          + text(format(tick), "tick", x: x, y: bottom + 16, anchor: "middle")
    }
    if vertical {
      parts.append(line("axis", left, layout.top, left, bottom))
      parts.append(line("axis", left, bottom, layout.plotRight, bottom))
      parts.append(
        text(
          label, "axis-label", x: 16, y: layout.top + layout.plotHeight / 2, anchor: "middle",
          rotate: -90))
    } else {
      parts.append(
        text(label, "axis-label", x: layout.x(0.5), y: bottom + 40, anchor: "middle"))
    }
    return parts.joined(separator: "\n")
  }

  /// A whisker with caps, dark on a white halo so that it shows on a bar of any colour.
  private static func errorBar(x: Double, from: Double, to: Double, capWidth: Double) -> String {
    let (left, right) = (coordinate(x - capWidth / 2), coordinate(x + capWidth / 2))
    let (x, from, to) = (coordinate(x), coordinate(from), coordinate(to))
    let path = "M\(x) \(from)V\(to)M\(left) \(from)H\(right)M\(left) \(to)H\(right)"
    return "<path class=\"error-halo\" d=\"\(path)\"/><path class=\"error-bar\" d=\"\(path)\"/>"
  }

  private static func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String, title: String
  ) -> String {
    "<rect class=\"bar\" x=\"\(coordinate(x))\" y=\"\(coordinate(y))\" "
      + "width=\"\(coordinate(max(0, width)))\" height=\"\(coordinate(max(0, height)))\" "
      + "fill=\"\(fill)\"><title>\(xmlEscaped(title))</title></rect>"
  }

  private static func line(
    _ name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, title: String? = nil
  ) -> String {
    "<line class=\"\(name)\" x1=\"\(coordinate(x1))\" y1=\"\(coordinate(y1))\" "
      + "x2=\"\(coordinate(x2))\" y2=\"\(coordinate(y2))\""
      + (title.map { "><title>\(xmlEscaped($0))</title></line>" } ?? "/>")
  }

  /// A text element; `rotate` turns it by that many degrees about its anchor.
  private static func text(
    _ content: String, _ name: String, x: Double, y: Double, anchor: String? = nil,
    rotate: Double? = nil, title: String? = nil
  ) -> String {
    let (x, y) = (coordinate(x), coordinate(y))
    return "<text class=\"\(name)\" x=\"\(x)\" y=\"\(y)\""
      + (anchor.map { " text-anchor=\"\($0)\"" } ?? "")
      + (rotate.map { " transform=\"rotate(\(coordinate($0)) \(x) \(y))\"" } ?? "") + ">"
      + xmlEscaped(content) + (title.map { "<title>\(xmlEscaped($0))</title>" } ?? "") + "</text>"
  }
}

/// A coordinate with two decimals at most.
func coordinate(_ value: Double) -> String {
  let rounded = (value * 100).rounded() / 100
  return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// Text escaped for XML content and attributes.
func xmlEscaped(_ text: String) -> String {
  text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
}
