/// Steele, Lea and Flood's SplitMix64: a tiny, fast generator whose output depends on the seed
/// alone, on every platform and toolchain.
///
/// `package`: the benchmark's bootstrap draws from it too, so its intervals are reproducible.
package struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator whose sequence depends on `seed` alone.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<upperBound`, by Lemire's multiply-shift.
  ///
  /// NB: written out rather than `Int.random(in:using:)`, whose mapping the standard library
  /// does not promise to keep, so that a seed yields the same data on every toolchain.
  package mutating func next(below upperBound: Int) -> Int {
    precondition(upperBound > 0, "upperBound must be positive")
    return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(upperBound)).high)
  }

  /// A number in `range`.
  mutating func next(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + next(below: range.count)
  }

  /// An element of a non-empty array.
  mutating func pick<Element>(from elements: [Element]) -> Element {
    elements[next(below: elements.count)]
  }
}
