/// A figure that no run could have made, found while decoding saved results: negative, not
/// finite, or outside its own interval. Thrown by the decoders of ``LatencyFigure``,
/// ``RatioEstimate`` and ``MicroResult``, so that a corrupt baseline is refused when it is read
/// rather than trapping or printing `inf%` in the comparison; `JSONDecoder` supplies the place.
struct ImpossibleFigure: Error {
  /// Where the figure is, as the decoder's coding path: `scenarios[0].actions[1]…`.
  var place: String
  /// The value and the rule it breaks, e.g. `-5 (it must not be negative)`.
  var problem: String

  init(at path: [any CodingKey], _ problem: String) {
    let text = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
      .joined()
    place = text.hasPrefix(".") ? String(text.dropFirst()) : text
    self.problem = problem
  }

  /// Decodes a figure that must be finite and not negative.
  static func figure<Key: CodingKey, Value: Decodable & Comparable & Numeric>(
    _ type: Value.Type, _ key: Key, in container: KeyedDecodingContainer<Key>
  ) throws -> Value {
    let value = try container.decode(Value.self, forKey: key)
    try check(value, key, in: container)
    return value
  }

  /// Decodes a figure that may be missing (`null`) and must otherwise be finite and not
  /// negative.
  static func optionalFigure<Key: CodingKey, Value: Decodable & Comparable & Numeric>(
    _ type: Value.Type, _ key: Key, in container: KeyedDecodingContainer<Key>
  ) throws -> Value? {
    guard let value = try container.decodeIfPresent(Value.self, forKey: key) else { return nil }
    try check(value, key, in: container)
    return value
  }

  /// Decodes figures that may be missing (`null`) and must otherwise each be finite and not
  /// negative.
  static func optionalFigure<Key: CodingKey, Value: Decodable & Comparable & Numeric>(
    _ type: [Value].Type, _ key: Key, in container: KeyedDecodingContainer<Key>
  ) throws -> [Value]? {
    guard let values = try container.decodeIfPresent([Value].self, forKey: key) else {
      return nil
    }
    for value in values { try check(value, key, in: container) }
    return values
  }

  /// Checks that `low ≤ value ≤ high` for the figure at `key`.
  static func checkWithin<Key: CodingKey, Value: Comparable>(
    _ value: Value, _ key: Key, low: (name: String, value: Value),
    high: (name: String, value: Value),
    in container: KeyedDecodingContainer<Key>
  ) throws {
    guard low.value <= value, value <= high.value else {
      throw ImpossibleFigure(
        at: container.codingPath + [key],
        "\(value) (it must lie within \(low.name) \(low.value) and \(high.name) \(high.value))")
    }
  }

  private static func check<Key: CodingKey, Value: Comparable & Numeric>(
    _ value: Value, _ key: Key, in container: KeyedDecodingContainer<Key>
  ) throws {
    if let real = value as? Double, !real.isFinite {
      throw ImpossibleFigure(at: container.codingPath + [key], "\(value) (it must be finite)")
    }
    guard value >= .zero else {
      throw ImpossibleFigure(
        at: container.codingPath + [key], "\(value) (it must not be negative)")
    }
  }
}
