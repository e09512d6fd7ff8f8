/// A key named by a stored property.
private struct PropertyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension Encodable {
  /// Encodes every stored property under its own name, `null` for a `nil` optional.
  ///
  /// The JSON contract says "not measured" is `null`: synthesized encoding would leave the key
  /// out instead, so the types with optional figures encode through this.
  func encodeEveryKey(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: PropertyKey.self)
    for case (let name?, let value as any Encodable) in Mirror(reflecting: self).children {
      try container.encode(value, forKey: PropertyKey(stringValue: name))
    }
  }
}
