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
