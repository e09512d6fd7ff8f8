import Foundation

/// Small SVG charts drawn without any library: grouped bars, horizontal bars, lines.
///
/// Every chart has a title, labelled axes with units, a legend that names every series
/// (wrapped onto as many rows as the names need) and a `plot-area` rectangle that each mark
/// stays inside (values beyond an axis are clamped to it). Charts grow wider when they have
/// many bars or long category labels.
enum SVGChart {
  static let minimumWidth = 880.0
  /// The narrowest bar, and a generous estimate of the width of a character of 11 px text.
  static let (minimumBarWidth, characterWidth) = (5.0, 7.0)

  /// One series: a name, a colour, one value per category or x position (`nil` where nothing
  /// was measured, drawn as a dash, never as 0) and, if it has them, an interval per value.
  struct Series {
    let name: String
    let color: String
    let values: [Double?]
    var intervals: [ClosedRange<Double>?] = []
    /// A second figure per value, drawn as a short dark tick across its bar (a p99).
    var marks: [Double?] = []
    /// What a mark is, for its tooltip (`p99`).
    var markName = ""
  }

  /// A labelled horizontal line across a plot at `value` (a frame, a budget), drawn only when
  /// `value` lies within the value axis.
  struct Guide {
    let value: Double
    let label: String
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
    func x(_ fraction: Double) -> Double { left + fraction * plotWidth }
    func y(_ fraction: Double) -> Double { top + (1 - fraction) * plotHeight }
  }

  /// Vertical bars, one group per category, one bar per series. With `ratioTo`, a ratio chart:
  /// a logarithmic axis whose bars start at 1, up for slower and down for faster, and a dashed
  /// line at 1 labelled `1× = reference`.
  ///
  /// With `logarithmic`, the value axis is logarithmic and bars rise from its lower end; each
  /// of `guides` within the axis is drawn as a labelled line. `tooltip`, when given, writes
  /// the values of the bars' and marks' tooltips; `format` writes the ticks'.
  static func groupedBars(
    title: String, categories: [String], series: [Series], valueLabel: String,
    ratioTo reference: String? = nil, logarithmic: Bool = false, guides: [Guide] = [],
    format: (Double) -> String, tooltip: ((Double) -> String)? = nil
  ) -> String {
    func tip(_ value: Double) -> String { tooltip?(value) ?? format(value) }
    let ends = series.flatMap(\.intervals).compactMap { $0 }.flatMap {
      [$0.lowerBound, $0.upperBound]
    }
    let axis = ValueAxis(
      values: series.flatMap(\.values).compactMap { $0 } + ends
        + series.flatMap(\.marks).compactMap { $0 } + (reference == nil ? [] : [1]),
      logarithmic: reference != nil || logarithmic)
    let shownGuides = guides.filter {
      $0.value >= axis.lower * (1 - 1e-9) && $0.value <= axis.upper * (1 + 1e-9)
    }
    let referenceLabel =
      reference.map { "1× = \($0)" } ?? shownGuides.map(\.label).max { $0.count < $1.count }
    let layout = layout(categories, series, referenceLabel: referenceLabel)
    let y = { layout.y(axis.fraction($0)) }
    let base = y(reference == nil ? axis.lower : 1)
    var parts = [
      open(title, layout, series), valueAxis(axis, valueLabel, layout, vertical: true, format),
    ]
    let groupWidth = layout.plotWidth / Double(max(categories.count, 1))
    let barWidth = groupWidth * 0.8 / Double(max(series.count, 1))
    for (index, category) in categories.enumerated() {
      let groupX = layout.left + (Double(index) + 0.1) * groupWidth
      for (seriesIndex, item) in series.enumerated() where index < item.values.count {
        let x = groupX + Double(seriesIndex) * barWidth
        let (middle, place) = (x + barWidth * 0.46, "\(category), \(item.name): ")
        guard let value = item.values[index] else {
          parts.append(
            text("—", "missing", middle, base - 3, anchor: "middle", title: place + "not measured"))
          continue
        }
        let interval = index < item.intervals.count ? item.intervals[index] : nil
        let shown = interval.map { " [\(format($0.lowerBound))–\(format($0.upperBound))]" }
        parts.append(
          bar(
            x, min(y(value), base), barWidth * 0.92, abs(base - y(value)), item.color,
            place + tip(value) + (shown ?? "")))
        if let interval {
          let (low, high, cap) = (
            y(interval.lowerBound), y(interval.upperBound), max(1.5, barWidth / 4)
          )
          let path =
            "M\(coordinate(middle)) \(coordinate(low))V\(coordinate(high))"
            + "M\(coordinate(middle - cap)) \(coordinate(low))h\(coordinate(2 * cap))"
            + "M\(coordinate(middle - cap)) \(coordinate(high))h\(coordinate(2 * cap))"
          // Dark on a white halo, so that the whisker shows on a bar of any colour.
          parts.append(tag("path", ["class": "error-halo", "d": path]))
          parts.append(tag("path", ["class": "error-bar", "d": path]))
        }
        if index < item.marks.count, let mark = item.marks[index] {
          let (markY, cap) = (y(mark), max(2, barWidth * 0.4))
          parts.append(
            line(
              "mark", middle - cap, markY, middle + cap, markY,
              place + item.markName + " " + tip(mark)))
        }
      }
      parts.append(
        text(category, "category", groupX + groupWidth * 0.4, layout.y(0) + 10, rotate: 40))
    }
    if reference != nil, let referenceLabel {
      parts.append(line("reference", layout.left, y(1), layout.x(1), y(1)))
      parts.append(text(referenceLabel, "reference-label", layout.x(1) + 6, y(1) + 4))
    }
    for guide in shownGuides {
      let guideY = y(guide.value)
      parts.append(line("guide", layout.left, guideY, layout.x(1), guideY, guide.label))
      parts.append(text(guide.label, "guide-label", layout.x(1) + 6, guideY + 4))
    }
    return (parts + ["</svg>"]).joined(separator: "\n")
  }

  /// Horizontal bars, one per category, each with its colour and budget mark, if any, on a
  /// logarithmic axis.
  static func horizontalBars(
    title: String, categories: [String], values: [Double], colors: [String],
    budgets: [Double?], valueLabel: String, format: (Double) -> String
  ) -> String {
    let longest = Double(categories.map(\.count).max() ?? 0) * characterWidth
    // The right margin leaves room for the last tick's label, centred on the plot's end.
    var layout = Layout(top: 36, left: min(420, max(120, longest + 16)), right: 44, bottom: 50)
    layout.plotHeight = Double(categories.count) * 22
    let axis = ValueAxis(values: values + budgets.compactMap { $0 }, logarithmic: true)
    let x = { layout.x(axis.fraction($0)) }
    var parts = [open(title, layout), valueAxis(axis, valueLabel, layout, vertical: false, format)]
    for (index, category) in categories.enumerated() {
      let y = layout.top + Double(index) * 22
      parts.append(text(category, "category", layout.left - 8, y + 15, anchor: "end"))
      parts.append(
        bar(
          layout.left, y + 3, x(values[index]) - layout.left, 16, colors[index],
          "\(category): \(format(values[index]))"))
      if let budget = budgets[index] {
        parts.append(
          line("budget", x(budget), y + 1, x(budget), y + 21, "budget \(format(budget))"))
      }
    }
    return (parts + ["</svg>"]).joined(separator: "\n")
  }

  /// Lines over a logarithmic x axis (list sizes), one per series, on a logarithmic value axis;
  /// a `nil` value leaves a gap.
  static func lines(
    title: String, xValues: [Double], series: [Series], xLabel: String, valueLabel: String,
    format: @escaping (Double) -> String
  ) -> String {
    let axis = ValueAxis(values: series.flatMap(\.values).compactMap { $0 }, logarithmic: true)
    let xAxis = ValueAxis(values: xValues, logarithmic: true)
    let layout = layout([], series)
    var parts = [
      open(title, layout, series), valueAxis(axis, valueLabel, layout, vertical: true, format),
      valueAxis(xAxis, xLabel, layout, vertical: false) {
        $0.rounded() == $0 ? Int($0).groupedByThousands : format($0)
      },
    ]
    for item in series {
      let points = zip(xValues, item.values).map { x, value in
        value.map { (x, $0, layout.x(xAxis.fraction(x)), layout.y(axis.fraction($0))) }
      }
      for case (let start?, let end?) in zip(points, points.dropFirst()) {
        parts.append(
          tag(
            "line",
            [
              "x1": start.2, "y1": start.3, "x2": end.2, "y2": end.3, "stroke": item.color,
              "stroke-width": 2.5,
            ]))
      }
      for case (let x, let value, let cx, let cy)? in points {
        parts.append(
          tag(
            "circle", ["cx": cx, "cy": cy, "r": 4, "fill": item.color],
            title: "\(item.name) at \(Int(x)): \(format(value))"))
      }
    }
    return (parts + ["</svg>"]).joined(separator: "\n")
  }

  /// At least ``minimumWidth`` wide and wide enough for every bar; above the plot, room for
  /// the legend; below it, for the category labels, which hang down and to the right at 40°;
  /// to the right, for the last labels and the reference label.
  private static func layout(
    _ categories: [String], _ series: [Series], referenceLabel: String? = nil
  ) -> Layout {
    var layout = Layout(
      right: referenceLabel.map { Double($0.count) * characterWidth + 12 } ?? 24, bottom: 0)
    let barsWidth = Double(categories.count * max(series.count, 1)) * minimumBarWidth / 0.8
    layout.width = max(minimumWidth, barsWidth + layout.left + layout.right)
    layout.top = 34 + Double(legendRows(series, layout).count) * 18 + 8
    let longest = Double(categories.map(\.count).max() ?? 0) * characterWidth
    layout.bottom = min(320, max(56, longest * sin(40 * .pi / 180) + 30))
    let groupWidth = layout.plotWidth / Double(max(categories.count, 1))
    for (index, category) in categories.enumerated() {
      let end =
        layout.left + (Double(index) + 0.5) * groupWidth
        + Double(category.count) * characterWidth * cos(40 * .pi / 180) + 4
      if end > layout.width {
        (layout.right, layout.width) = (layout.right + end - layout.width, end)
      }
    }
    return layout
  }

  /// The legend entries with their x positions, wrapped into rows that fit the plot's width.
  private static func legendRows(_ series: [Series], _ layout: Layout) -> [[(Series, Double)]] {
    var rows: [[(Series, Double)]] = [[]]
    var x = layout.left
    for item in series {
      let itemWidth = 36 + Double(item.name.count) * characterWidth
      if x + itemWidth > layout.x(1), !rows[rows.count - 1].isEmpty {
        rows.append([])
        x = layout.left
      }
      rows[rows.count - 1].append((item, x))
      x += itemWidth
    }
    return rows.filter { !$0.isEmpty }
  }

  /// The `<svg>` element's start, the title, the legend of `series` and the plot area, whose
  /// fill is an attribute too, so that a chart copied out of the page keeps it.
  private static func open(_ title: String, _ layout: Layout, _ series: [Series] = []) -> String {
    let (width, height) = (coordinate(layout.width), coordinate(layout.height))
    let legend = legendRows(series, layout).enumerated().flatMap { row, entries in
      entries.map { item, x in
        "<g class=\"legend-item\">"
          + tag(
            "rect",
            ["x": x, "y": 30 + Double(row) * 18, "width": 14, "height": 14, "fill": item.color])
          + text(item.name, "legend", x + 20, 42 + Double(row) * 18) + "</g>\n"
      }
    }
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" "
      + "width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-label=\"\(xmlEscaped(title))\">\n"
      + text(title, "title", layout.left, 18) + "\n" + legend.joined()
      + tag(
        "rect",
        [
          "class": "plot-area", "fill": "#fcfcfc", "x": layout.left, "y": layout.top,
          "width": layout.plotWidth, "height": layout.plotHeight,
        ])
  }

  /// Grid lines, tick labels and the axis label: on the left of the plot, with its axis
  /// lines, or below it.
  private static func valueAxis(
    _ axis: ValueAxis, _ label: String, _ layout: Layout, vertical: Bool,
    _ format: (Double) -> String
  ) -> String {
    let (left, bottom, right) = (layout.left, layout.y(0), layout.x(1))
    let ticks = axis.ticks.map { tick in
      let (x, y) = (layout.x(axis.fraction(tick)), layout.y(axis.fraction(tick)))
      return vertical
        ? line("grid", left, y, right, y)
          + text(format(tick), "tick", left - 6, y + 4, anchor: "end")
        : line("grid", x, layout.top, x, bottom)
          + text(format(tick), "tick", x, bottom + 16, anchor: "middle")
    }
    let labels =
      vertical
      ? line("axis", left, layout.top, left, bottom) + line("axis", left, bottom, right, bottom)
        + text(
          label, "axis-label", 16, layout.top + layout.plotHeight / 2, anchor: "middle", rotate: -90
        )
      : text(label, "axis-label", layout.x(0.5), bottom + 40, anchor: "middle")
    return (ticks + [labels]).joined(separator: "\n")
  }

  private static func bar(
    _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ fill: String, _ title: String
  ) -> String {
    tag(
      "rect",
      [
        "class": "bar", "x": x, "y": y, "width": max(0, width), "height": max(0, height),
        "fill": fill,
      ],
      title: title)
  }

  private static func line(
    _ name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ title: String? = nil
  ) -> String {
    tag("line", ["class": name, "x1": x1, "y1": y1, "x2": x2, "y2": y2], title: title)
  }

  private static func text(
    _ content: String, _ name: String, _ x: Double, _ y: Double, anchor: String = "",
    rotate: Double = 0, title: String? = nil
  ) -> String {
    let turn = rotate == 0 ? "" : "rotate(\(coordinate(rotate)) \(coordinate(x)) \(coordinate(y)))"
    return tag(
      "text", ["class": name, "x": x, "y": y, "text-anchor": anchor, "transform": turn],
      title: title, content: content)
  }

  /// An SVG element: numbers written as coordinates, empty attributes left out, `title` as
  /// its tooltip.
  private static func tag(
    _ name: String, _ attributes: KeyValuePairs<String, Any>, title: String? = nil,
    content: String = ""
  ) -> String {
    let attributes = attributes.map { key, value in
      let text = (value as? Double).map(coordinate) ?? "\(value)"
      return text.isEmpty ? "" : " \(key)=\"\(xmlEscaped(text))\""
    }
    let inner = xmlEscaped(content) + (title.map { "<title>\(xmlEscaped($0))</title>" } ?? "")
    return "<\(name)\(attributes.joined())" + (inner.isEmpty ? "/>" : ">\(inner)</\(name)>")
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
