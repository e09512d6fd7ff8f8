import Foundation

/// A value axis: linear from zero, or logarithmic.
///
/// A logarithmic axis ends at the steps of 1, 2 and 5 around the values; when they fit within
/// two decades it has a tick at each of those steps, so that ratios near 1 stay readable,
/// otherwise at each decade and at its ends.
struct ValueAxis {
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
    guard logarithmic, let smallest = positive.min(), let largest = positive.max() else {
      (lower, isLogarithmic, isFine) = (0, false, false)
      // NB: an axis of zeros (no redundant write anywhere) still needs a height.
      upper = step(atOrAbove: max(finite.max() ?? 0, 0), by: [1, 2, 2.5, 5]) ?? 1
      return
    }
    isLogarithmic = true
    let lower = pow10(floor(log10(smallest)))
    let upper = max(pow10(ceil(log10(largest))), lower * 10)
    isFine = upper / lower <= 100.5
    guard let low = step(atOrBelow: smallest), let high = step(atOrAbove: largest) else {
      (self.lower, self.upper) = (lower, upper)
      return
    }
    self.lower = low
    self.upper = high > low ? high : step(atOrAbove: low * 1.01) ?? low * 10
  }

  /// Where `value` falls between the ends, from 0 to 1 (clamped).
  func fraction(_ value: Double) -> Double {
    guard value.isFinite else { return value > 0 ? 1 : 0 }
    guard isLogarithmic else { return min(1, max(0, value / upper)) }
    guard value > 0 else { return 0 }
    return min(1, max(0, (log10(value) - log10(lower)) / (log10(upper) - log10(lower))))
  }

  /// The tick values: each 1, 2, 5 step of a logarithmic axis over two decades or less, else
  /// each decade and the ends; five even steps of a linear one.
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

private func pow10(_ exponent: Double) -> Double {
  pow(10, exponent.rounded())
}

/// The `multiples` × 10ⁿ steps around `value`, in order.
private func steps(around value: Double, by multiples: [Double]) -> [Double] {
  let exponent = floor(log10(value))
  return (-1...1).flatMap { offset in multiples.map { $0 * pow10(exponent + Double(offset)) } }
}

/// The largest of 1, 2, 5 × 10ⁿ at or below `value`.
private func step(atOrBelow value: Double) -> Double? {
  steps(around: value, by: [1, 2, 5]).last { $0 <= value * (1 + 1e-9) }
}

/// The smallest of `multiples` × 10ⁿ at or above a positive `value`.
private func step(atOrAbove value: Double, by multiples: [Double] = [1, 2, 5]) -> Double? {
  guard value > 0 else { return nil }
  return steps(around: value, by: multiples).first { $0 >= value * (1 - 1e-9) }
}
