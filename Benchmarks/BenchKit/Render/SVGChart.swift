import Foundation

/// Small SVG charts drawn without any library: horizontal bars in groups, and lines.
enum SVGChart {
  static let width = 440.0
  /// The size of the smallest text of a chart (the style sheet's, and each chart's own).
  static let fontSize = 14.0
  static let lineHeight = 16.0

  /// A generous estimate of the width of `text` at `size` px in the page's sans-serif face.
  static func textWidth(_ text: String, size: Double = fontSize) -> Double {
    text.reduce(0) { width, character in
      let em =
        character.isUppercase || "@%—".contains(character)
        ? 0.74
        : " .,:;'!|()[]/·".contains(character) ? 0.32 : character.isLowercase ? 0.56 : 0.6
      return width + em * size
    }
  }

  /// One series: a name, the class of its colour (the style sheet's `k0`…), one value per category
  /// or x position (`nil` where nothing was measured, drawn as a dash, never as 0) and, if it has
  /// them, an interval per value.
  struct Series {
    let name: String
    let color: String
    let values: [Double?]
    var intervals: [ClosedRange<Double>?] = []
    /// A second figure per value, drawn as a short dark tick across its bar (a p99).
    var marks: [Double?] = []
    /// The class of the marks: `mark`, or `budget` for a budget.
    var markClass = "mark"
    /// A colour class per value, for a series whose bars differ (the micro benchmarks').
    var colors: [String] = []
  }

  /// A category of a bar chart: a short label and, on a second line in grey, a detail; and the
  /// tooltip of its bars.
  struct Category {
    var label: String
    var detail = ""
    var tip = ""

    /// The label and the detail, on one line.
    var name: String { detail.isEmpty ? label : "\(label) · \(detail)" }
  }

  /// A labelled line across a plot at `value` (a frame, a budget), drawn only when `value` lies
  /// within the value axis.
  typealias Guide = (value: Double, label: String)

  /// Where a chart's plot area lies; the title, the legend and the lines' labels go above it.
  struct Layout {
    let top: Double
    let left: Double
    let right: Double
    let plotHeight: Double

    var height: Double { plotBottom + 46 }
    var plotWidth: Double { SVGChart.width - left - right }
    var plotBottom: Double { top + plotHeight }
    func x(_ fraction: Double) -> Double { left + fraction * plotWidth }
    func y(_ fraction: Double) -> Double { top + (1 - fraction) * plotHeight }
  }

  /// Horizontal bars, one group per category, one bar per series, on a value axis along the bottom.
  static func bars(
    title: String, categories: [Category], series: [Series], valueLabel: String,
    ratioTo reference: String? = nil, logarithmic: Bool = false, guides: [Guide] = [],
    legend: Bool = true, format: @escaping (Double) -> String
  ) -> String {
    let shape = BarShape(
      categories: categories, series: series, reference: reference, logarithmic: logarithmic,
      guides: guides, legend: legend, format: format)
    let layout = shape.layout
    var parts = [valueAxis(shape.axis, valueLabel, layout, vertical: false, format)]
    parts += categories.enumerated().map { shape.group($0, $1) }
    // The reference line and the guides, each labelled above the plot, a row each.
    let lines: [(name: String, label: String, x: Double, title: String?)] =
      (reference.map { [("reference", "1× = \($0)", shape.base, nil)] } ?? [])
      + shape.guides.map { ("guide", $0.label, shape.x($0.value), $0.label) }
    for (row, (name, label, x, title)) in lines.enumerated() {
      parts.append(line(name, x, layout.top, x, layout.plotBottom, title))
      // Centred on the line, or ending or starting there near an edge.
      let half = textWidth(label) / 2
      let anchor = x - half < 4 ? "" : x + half > width - 4 ? "end" : "middle"
      parts.append(
        text(label, "\(name)-label", x, layout.top - 6 - Double(row) * lineHeight, anchor: anchor))
    }
    return svg(title, layout, shape.legend, parts)
  }

  /// Where a bar chart's parts go, and its groups of bars.
  private struct BarShape {
    let series: [Series]
    let axis: ValueAxis
    let guides: [Guide]
    let legend: [[(Series, Double)]]
    let layout: Layout
    /// Whether the labels go above each group, when the longest would take over 40 % of the width.
    let labelsAbove: Bool
    let twoLines: Bool
    let barHeight: Double
    let barsHeight: Double
    let groupHeight: Double
    /// Where bars start: the axis's lower end, or 1× on a chart of ratios.
    let base: Double

    func x(_ value: Double) -> Double { layout.x(axis.fraction(value)) }

    init(
      categories: [Category], series: [Series], reference: String?, logarithmic: Bool,
      guides: [Guide], legend: Bool, format: (Double) -> String
    ) {
      self.series = series
      let ends = series.flatMap(\.intervals).compactMap { $0 }.flatMap {
        [$0.lowerBound, $0.upperBound]
      }
      let axis = ValueAxis(
        values: series.flatMap(\.values).compactMap { $0 } + ends
          + series.flatMap(\.marks).compactMap { $0 } + (reference == nil ? [] : [1]),
        logarithmic: reference != nil || logarithmic)
      self.axis = axis
      self.guides = guides.filter {
        $0.value >= axis.lower * (1 - 1e-9) && $0.value <= axis.upper * (1 + 1e-9)
      }
      let annotations = (reference == nil ? 0 : 1) + self.guides.count
      let longest = categories.flatMap { [$0.label, $0.detail] }.map { textWidth($0) }.max() ?? 0
      labelsAbove = longest > width * 0.4
      twoLines = !labelsAbove && categories.contains { !$0.detail.isEmpty }
      barHeight = series.count > 6 ? 5.0 : series.count > 3 ? 6 : 9
      barsHeight = Double(max(series.count, 1)) * barHeight
      groupHeight =
        labelsAbove
        ? lineHeight + barsHeight + 10 : max(barsHeight + 10, twoLines ? 2 * lineHeight + 4 : 22)
      self.legend = legend ? legendRows(series) : []
      layout = Layout(
        top: 32 + Double(self.legend.count) * 18 + Double(annotations) * lineHeight
          + (annotations == 0 ? 4 : 10),
        left: labelsAbove
          ? max(10, textWidth(format(axis.ticks.first ?? axis.lower)) / 2 + 4) : longest + 16,
        right: max(24, textWidth(format(axis.upper)) / 2 + 4),
        plotHeight: Double(categories.count) * groupHeight)
      base = layout.x(axis.fraction(reference == nil ? axis.lower : 1))
    }

    /// The group of bars of the category at `index`, with its label and its tooltip.
    func group(_ index: Int, _ category: Category) -> String {
      let top = layout.top + Double(index) * groupHeight
      let barsTop = labelsAbove ? top + lineHeight + 2 : top + (groupHeight - barsHeight) / 2
      var group = ["<g><title>\(xmlEscaped(category.tip))</title>"]
      if labelsAbove {
        group.append(clipped(category.name, "category", layout.left, top + 13, room: width - 20))
      } else {
        let (middle, left) = (top + groupHeight / 2, layout.left - 8)
        group.append(
          text(category.label, "category", left, middle + (twoLines ? -3 : 5), anchor: "end"))
        if twoLines, !category.detail.isEmpty {
          group.append(text(category.detail, "detail", left, middle + 13, anchor: "end"))
        }
      }
      for (seriesIndex, item) in series.enumerated() where index < item.values.count {
        let y = barsTop + Double(seriesIndex) * barHeight
        let middle = y + (barHeight - 1) / 2
        guard let value = item.values[index] else {
          group.append(text("—", "missing", base + 4, middle + 5))
          continue
        }
        let color = index < item.colors.count ? item.colors[index] : item.color
        group.append(
          rect("bar \(color)", min(x(value), base), y, abs(x(value) - base), barHeight - 1))
        if index < item.intervals.count, let interval = item.intervals[index] {
          let (low, high) = (coordinate(x(interval.lowerBound)), coordinate(x(interval.upperBound)))
          // NB: dark on a white halo (the style sheet's), so that it shows on a bar of any colour.
          let path = "M\(low) \(coordinate(middle - 3))v6m0-3H\(high)m0-3v6"
          group.append(tag("path", ["class": "error-bar", "d": path]))
        }
        if index < item.marks.count, let mark = item.marks[index] {
          group.append(line(item.markClass, x(mark), y - 1.5, x(mark), y + barHeight + 0.5))
        }
      }
      return group.joined() + "</g>"
    }
  }

  /// Lines over a logarithmic x axis (list sizes), one per series, on a logarithmic value axis; a
  /// `nil` value leaves a gap.
  static func lines(
    title: String, xValues: [Double], series: [Series], xLabel: String, valueLabel: String,
    format: @escaping (Double) -> String
  ) -> String {
    let axis = ValueAxis(values: series.flatMap(\.values).compactMap { $0 }, logarithmic: true)
    let xAxis = ValueAxis(values: xValues, logarithmic: true)
    let legend = legendRows(series)
    let widest = axis.ticks.map { textWidth(format($0)) }.max() ?? 10
    let layout = Layout(
      top: 32 + Double(legend.count) * 18 + lineHeight + 10, left: widest + 14, right: 28,
      plotHeight: 200)
    var parts = [
      valueAxis(axis, valueLabel, layout, vertical: true, format),
      valueAxis(xAxis, xLabel, layout, vertical: false, sizeText),
    ]
    for item in series {
      let points = zip(xValues, item.values).map { x, value in
        value.map {
          (size: x, value: $0, x: layout.x(xAxis.fraction(x)), y: layout.y(axis.fraction($0)))
        }
      }
      for case (let start?, let end?) in zip(points, points.dropFirst()) {
        parts.append(line("series \(item.color)", start.x, start.y, end.x, end.y))
      }
      for case let point? in points {
        let tip = "\(item.name) at \(Int(point.size)): \(format(point.value))"
        parts.append(
          tag("circle", ["class": item.color, "cx": point.x, "cy": point.y, "r": 4], title: tip))
      }
    }
    return svg(title, layout, legend, parts)
  }

  /// The legend entries with their x positions, wrapped into rows that fit the width.
  private static func legendRows(_ series: [Series]) -> [[(Series, Double)]] {
    var rows: [[(Series, Double)]] = [[]]
    var x = 8.0
    for item in series {
      let itemWidth = 30 + textWidth(item.name)
      if x + itemWidth > width - 4, !rows[rows.count - 1].isEmpty {
        rows.append([])
        x = 8
      }
      rows[rows.count - 1].append((item, x))
      x += itemWidth
    }
    return rows.filter { !$0.isEmpty }
  }

  /// The `<svg>` element: the title, the legend, the plot area and `parts`. The plot area's fill
  /// is an attribute too, so that a chart copied out of the page keeps it, as it keeps its font size.
  private static func svg(
    _ title: String, _ layout: Layout, _ legend: [[(Series, Double)]], _ parts: [String]
  ) -> String {
    let height = coordinate(layout.height)
    let entries = legend.enumerated().flatMap { row, entries in
      entries.map { item, x in
        "<g class=\"legend-item\">" + rect(item.color, x, 29 + Double(row) * 18, 12, 12)
          + text(item.name, "legend", x + 17, 40 + Double(row) * 18) + "</g>\n"
      }
    }
    let plot = rect(
      "plot-area", layout.left, layout.top, layout.plotWidth, layout.plotHeight, fill: "#fcfcfc")
    return
      ([
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(coordinate(width)) \(height)\" "
          + "width=\"\(coordinate(width))\" height=\"\(height)\" font-size=\"\(coordinate(fontSize))\" "
          + "role=\"img\" aria-label=\"\(xmlEscaped(title))\">\n"
          + clipped(title, "title", 8, 18, room: width - 16, size: 15) + "\n" + entries.joined()
          + plot
      ] + parts + ["</svg>"]).joined(separator: "\n")
  }

  /// Grid lines, tick labels and the axis label: along the bottom of the plot, or up its left side
  /// with the label above the plot.
  private static func valueAxis(
    _ axis: ValueAxis, _ label: String, _ layout: Layout, vertical: Bool,
    _ format: (Double) -> String
  ) -> String {
    var parts: [String] = []
    var lastEnd = -Double.infinity
    for tick in axis.ticks {
      let (x, y) = (layout.x(axis.fraction(tick)), layout.y(axis.fraction(tick)))
      let label = tickText(format(tick))
      if vertical {
        parts.append(line("grid", layout.left, y, layout.x(1), y))
        parts.append(text(label, "tick", layout.left - 6, y + 5, anchor: "end"))
        continue
      }
      parts.append(line("grid", x, layout.top, x, layout.plotBottom))
      let half = textWidth(label) / 2
      guard x - half >= lastEnd + 6 else { continue }
      parts.append(text(label, "tick", x, layout.plotBottom + 17, anchor: "middle"))
      lastEnd = x + half
    }
    if vertical {
      parts.append(line("axis", layout.left, layout.top, layout.left, layout.plotBottom))
    }
    parts.append(line("axis", layout.left, layout.plotBottom, layout.x(1), layout.plotBottom))
    parts.append(
      vertical
        ? text(label, "axis-label", 8, layout.top - 10)
        : text(label, "axis-label", layout.x(0.5), layout.plotBottom + 37, anchor: "middle"))
    return parts.joined(separator: "\n")
  }

  /// A tick's label without a decimal point that only carries a zero: `10 µs`, not `10.0 µs` (a
  /// tick falls on a step of 1, 2 or 5, whose zeros say nothing).
  static func tickText(_ label: String) -> String {
    label.replacing(/(\d)\.0(?!\d)/) { $0.output.1 }
  }

  /// `text` cut to `room` with an ellipsis, the whole in its tooltip.
  private static func clipped(
    _ content: String, _ name: String, _ x: Double, _ y: Double, room: Double,
    size: Double = fontSize
  ) -> String {
    guard textWidth(content, size: size) > room else { return text(content, name, x, y) }
    var cut = content
    while !cut.isEmpty, textWidth(cut + "…", size: size) > room { cut.removeLast() }
    return text(cut + "…", name, x, y, title: content)
  }

  private static func rect(
    _ name: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double, fill: String = ""
  ) -> String {
    tag("rect", ["class": name, "fill": fill, "x": x, "y": y, "width": width, "height": height])
  }

  private static func line(
    _ name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ title: String? = nil
  ) -> String {
    tag("line", ["class": name, "x1": x1, "y1": y1, "x2": x2, "y2": y2], title: title)
  }

  /// A text element of class `name`, which starts at `x` or, with `anchor`, centres (`middle`) or
  /// ends (`end`) there: the anchor is a class the style sheet reads, shorter than the attribute,
  /// which would also lose to any rule.
  private static func text(
    _ content: String, _ name: String, _ x: Double, _ y: Double, anchor: String = "",
    title: String? = nil
  ) -> String {
    tag(
      "text", ["class": anchor.isEmpty ? name : "\(name) \(anchor)", "x": x, "y": y], title: title,
      content: content)
  }

  /// An SVG element: numbers written as coordinates, empty attributes left out, `title` as its
  /// tooltip.
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

/// A coordinate with one decimal at most.
func coordinate(_ value: Double) -> String {
  let rounded = (value * 10).rounded() / 10
  return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// `10`, `1k`, `100k`, `1.5M`: a list size, short.
func sizeText(_ value: Double) -> String {
  let (scaled, suffix) =
    value >= 1_000_000
    ? (value / 1_000_000, "M") : value >= 1_000 ? (value / 1_000, "k") : (value, "")
  return (scaled == scaled.rounded() ? String(Int(scaled)) : decimalText(scaled)) + suffix
}

/// The characters XML escapes and their entities, `&` first.
let xmlEntities = [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;")]

/// Text escaped for XML content and attributes.
func xmlEscaped(_ text: String) -> String {
  xmlEntities.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
}

/// A value axis: linear from zero, or logarithmic.
struct ValueAxis {
  let lower: Double
  let upper: Double
  let isLogarithmic: Bool
  /// Whether a logarithmic axis steps by 1, 2 and 5 rather than by decades.
  let isFine: Bool

  /// An axis that holds every finite value in `values`; logarithmic when asked and some value is
  /// positive (values at or below zero then fall on the lower end).
  init(values: [Double], logarithmic: Bool) {
    let finite = values.filter(\.isFinite)
    let positive = finite.filter { $0 > 0 }
    guard logarithmic, let smallest = positive.min(), let largest = positive.max() else {
      (lower, isLogarithmic, isFine) = (0, false, false)
      // NB: an axis of zeros (no redundant write anywhere) still needs a height.
      upper = step(max(finite.max() ?? 0, 0), by: [1, 2, 2.5, 5]) ?? 1
      return
    }
    isLogarithmic = true
    let lower = pow10(floor(log10(smallest)))
    let upper = max(pow10(ceil(log10(largest))), lower * 10)
    isFine = upper / lower <= 100.5
    let low = step(smallest, below: true) ?? lower
    let high = step(largest) ?? upper
    self.lower = low
    self.upper = high > low ? high : step(low * 1.01) ?? low * 10
  }

  /// Where `value` falls between the ends, from 0 to 1 (clamped).
  func fraction(_ value: Double) -> Double {
    guard value.isFinite else { return value > 0 ? 1 : 0 }
    guard isLogarithmic else { return min(1, max(0, value / upper)) }
    guard value > 0 else { return 0 }
    return min(1, max(0, (log10(value) - log10(lower)) / (log10(upper) - log10(lower))))
  }

  /// The tick values: each 1, 2, 5 step of a logarithmic axis over two decades or less, else each
  /// decade and the ends; five even steps of a linear one.
  var ticks: [Double] {
    guard isLogarithmic else { return (0...5).map { upper * Double($0) / 5 } }
    let first = Int(floor(log10(lower) + 1e-9))
    let last = Int(ceil(log10(upper) - 1e-9))
    let multiples: [Double] = isFine ? [1, 2, 5] : [1]
    let ticks = (first...last).flatMap { exponent in multiples.map { $0 * pow10(Double(exponent)) }
    }
    let inside = ticks.filter { $0 >= lower * (1 - 1e-9) && $0 <= upper * (1 + 1e-9) }
    guard !isFine else { return inside }
    let close = { (a: Double, b: Double) in abs(a / b - 1) < 1e-9 }
    return (inside.contains { close($0, lower) } ? [] : [lower]) + inside
      + (inside.contains { close($0, upper) } ? [] : [upper])
  }
}

private func pow10(_ exponent: Double) -> Double { pow(10, exponent.rounded()) }

/// The smallest of `multiples` × 10ⁿ at or above a positive `value`, or the largest at or below it.
private func step(_ value: Double, below: Bool = false, by multiples: [Double] = [1, 2, 5])
  -> Double?
{
  guard value > 0 else { return nil }
  let exponent = floor(log10(value))
  let steps = (-1...1).flatMap { offset in multiples.map { $0 * pow10(exponent + Double(offset)) } }
  return below ? steps.last { $0 <= value * (1 + 1e-9) } : steps.first { $0 >= value * (1 - 1e-9) }
}
