/// One measured operation of a micro benchmark suite.
public struct MicroBenchmark: Sendable {
  /// The stable id that code finds the row by.
  public let id: ID
  /// The row name, e.g. `"Signal.send, 1 observer"`.
  public let name: String
  /// How many operations one call of `body` performs, to report a cost per operation (per
  /// observer, per element) rather than per call.
  public let operationsPerCall: Int
  /// The budget as a multiple of the closure-call floor, if the benchmark has one.
  public let floorBudget: Double?
  /// The budget in nanoseconds per operation, if the benchmark has one.
  public let nanosecondBudget: Double?
  /// The budget as a multiple of another row measured in the same run, if one is set: that
  /// row's id and the multiple.
  public let referenceBudget: ReferenceBudget?
  /// The most allocations one operation may make beyond another row's, if one is set.
  public let allocationBudget: AllocationBudget?
  /// A row of the same run this one is shown against (its time divided by that row's), when it
  /// has no time budget that names one: the allocate-and-free floor of a binding, say.
  public let shownAgainst: ID?
  /// Builds the state to measure and returns the loop: it runs the operation `iterations`
  /// times. Runs on the main actor so that Signals types stay in one isolation domain.
  let makeLoop: @MainActor @Sendable () -> (Int) -> Void

  /// Creates a benchmark from a loop factory.
  public init(
    _ id: ID, _ name: String, operationsPerCall: Int = 1, floorBudget: Double? = nil,
    nanosecondBudget: Double? = nil, referenceBudget: ReferenceBudget? = nil,
    allocationBudget: AllocationBudget? = nil, shownAgainst: ID? = nil,
    makeLoop: @escaping @MainActor @Sendable () -> (Int) -> Void
  ) {
    self.id = id
    self.name = name
    self.operationsPerCall = operationsPerCall
    self.floorBudget = floorBudget
    self.nanosecondBudget = nanosecondBudget
    self.referenceBudget = referenceBudget
    self.allocationBudget = allocationBudget
    self.shownAgainst = shownAgainst
    self.makeLoop = makeLoop
  }
}

/// A budget stated as a multiple of another row of the same run, so that the machine's speed
/// cancels out as it does for the floor: `subscribe + cancel ≤ 3 × allocate and free`.
public struct ReferenceBudget: Sendable, Equatable, Codable {
  /// The row the budget divides by.
  public var reference: MicroBenchmark.ID
  /// The most the row may cost, as a multiple of the reference row's cost.
  public var ratio: Double
  /// A short name of the reference row for the budget column (`alloc`); its id by default.
  public var label: String

  /// Creates a budget of `ratio` times the row `reference`, named `label` in the budget
  /// column (the row's id when `nil`).
  public init(_ ratio: Double, of reference: MicroBenchmark.ID, label: String? = nil) {
    self.reference = reference
    self.ratio = ratio
    self.label = label ?? reference.rawValue
  }

  private enum CodingKeys: String, CodingKey { case reference, ratio, label }

  /// Decodes a budget; one saved before the label was kept is named by its row's id.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(Double.self, forKey: .ratio),
      of: try container.decode(MicroBenchmark.ID.self, forKey: .reference),
      label: try container.decodeIfPresent(String.self, forKey: .label))
  }
}

/// A budget on allocations: at most `extra` per operation beyond what the row `reference`
/// makes per operation in the same run (a binding against MVP's view call).
public struct AllocationBudget: Sendable, Equatable, Codable {
  /// The row whose allocations per operation the budget adds to.
  public var reference: MicroBenchmark.ID
  /// The most allocations per operation beyond the reference's.
  public var extra: Double

  /// Creates a budget of `extra` allocations per operation beyond `reference`'s.
  public init(_ extra: Double, beyond reference: MicroBenchmark.ID) {
    self.extra = extra
    self.reference = reference
  }
}

extension MicroBenchmark {
  /// The floor every ratio divides by: calling a stored closure that adds its argument into a
  /// counter (``ID/closureCall``). The runner adds it to a suite that lacks it.
  public static var floor: MicroBenchmark {
    MicroBenchmark(.closureCall, "closure call") {
      let counter = FloorCounter()
      let closure = opaqueClosure(counter.observer)
      return { iterations in
        for index in 0..<iterations { closure(index) }
        withExtendedLifetime(counter) {}
      }
    }
  }
}

/// A counter the floor's closure adds into through a raw pointer: no exclusivity check and no
/// reference counting in the loop.
private final class FloorCounter {
  let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 1)

  init() { pointer.initialize(to: 0) }

  /// A closure that adds its argument, written at the call as an observer is.
  var observer: (Int) -> Void {
    { [self] value in pointer.pointee &+= value }
  }

  deinit { pointer.deallocate() }
}

/// Returns `closure` unknown to the optimizer, in its direct calling convention.
@inline(never) @_optimize(none)
private func opaqueClosure(_ closure: @escaping (Int) -> Void) -> (Int) -> Void { closure }
