extension MicroBenchmark {
  /// A micro benchmark's stable id: what code finds a row by, where the name is for people and
  /// may be reworded.
  public struct ID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The id as JSON writes it, e.g. `signal-send-1`.
    public let rawValue: String

    /// An id from its JSON form.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The raw value.
    public var description: String { rawValue }

    /// Calling a stored closure: the floor every ratio divides by.
    public static let closureCall = ID(rawValue: "closure-call")
  }
}
