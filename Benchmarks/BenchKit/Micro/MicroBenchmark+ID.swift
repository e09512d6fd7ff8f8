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
    /// Calling a method through a protocol existential.
    public static let protocolCall = ID(rawValue: "protocol-call")
    /// Calling a method through a weak reference.
    public static let weakCall = ID(rawValue: "weak-call")
    /// A naive array of closures with one observer.
    public static let naiveArray = ID(rawValue: "naive-array-1")
    /// `Signal.send` to one observer.
    public static let signalSend = ID(rawValue: "signal-send-1")
    /// `Signal.send` to ten observers, per observer.
    public static let signalSendToTen = ID(rawValue: "signal-send-10")
    /// Setting a `MutableObservable` with one observer.
    public static let observableSet = ID(rawValue: "observable-set-1")
    /// A `map` + `filter` chain, per send.
    public static let mapFilterChain = ID(rawValue: "map-filter")
    /// Subscribing and cancelling.
    public static let subscribeCancel = ID(rawValue: "subscribe-cancel")
    /// Allocating and freeing one small class instance: the physical floor of a subscription,
    /// which is one object.
    public static let allocateAndFree = ID(rawValue: "allocate-free")
    /// Apple's Observation: a set, then re-registering.
    public static let observation = ID(rawValue: "observation")
    /// MVP's view call: a presenter calls its passive view, which writes a widget.
    public static let viewCall = ID(rawValue: "view-call")
    /// A binding's whole life: bind one output to a widget (its first value rendered), unbind.
    public static let bindOutput = ID(rawValue: "bind-output")
    /// The same with a de-duplicated binding.
    public static let bindOutputDeduplicated = ID(rawValue: "bind-output-dedup")
    /// A derived output's whole life: `map` an observable, bind the result (which connects it
    /// upstream), its first value rendered, unbind.
    public static let bindDerivedOutput = ID(rawValue: "bind-derived-output")
    /// The same with `combineLatest` of two observables and a transform: one observable, a
    /// node upstream per input.
    public static let bindCombinedOutput = ID(rawValue: "bind-combined-output")
    /// `MutableObservable.modify` of one element of a 100 000-element array, one observer.
    public static let modifyOneElement = ID(rawValue: "modify-one-of-100000")

    /// Subscribing `count` observers, one send, cancelling all.
    public static func linearity(_ count: Int) -> ID {
      ID(rawValue: "linearity-\(count)")
    }
  }
}
