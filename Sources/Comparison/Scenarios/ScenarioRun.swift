/// The outcome of one scenario on one arm.
public struct ScenarioRun: Sendable {
  /// The arm that ran.
  public let arm: Arm
  /// The settled screen after each step, labelled; the first is the screen as opened.
  public let snapshots: [StepSnapshot]
  /// View calls, widget writes and redundant writes of the initial render (open).
  public let initialRenderCounts: ViewCounts
  /// View calls, widget writes and redundant writes over the whole run, both phases.
  public let counts: ViewCounts
  /// How many outputs the initial render bound (MVVM on Signals; 0 for the other arms).
  public let boundOutputs: Int
  /// The names of the view calls of each phase, in order, when the run logged them.
  public let callNames: CallNames?
  /// One sample per timed step, the initial render included, in order.
  public let samples: [StepSample]
  /// The type names of screen objects still alive after the screen closed and was released.
  public let leaks: [String]
  /// Why the script stopped before its end, and where; `nil` when it ran to the end.
  public let failure: ScenarioFailure?

  /// View calls, widget writes and redundant writes of the actions, after the initial render.
  public var actionCounts: ViewCounts {
    counts.subtracting(initialRenderCounts)
  }

  /// The counts of `phase`.
  public func counts(of phase: Phase) -> ViewCounts {
    switch phase {
    case .initialRender: initialRenderCounts
    case .action: actionCounts
    }
  }

  /// The latency of each measured action step (the initial render left out), in nanoseconds.
  public var latencies: [Int] {
    samples.filter { $0.phase == .action }.map(\.latencyNanoseconds)
  }

  /// The snapshot recorded after the step labelled `label` (the last one with that label).
  public func snapshot(after label: String) -> ScreenSnapshot? {
    snapshots.last { $0.label == label }?.snapshot
  }
}

/// The screen after one step of a run, and the view calls that step made.
public struct StepSnapshot: Sendable, Equatable {
  /// The step's label (`open` for the screen as opened, `close` for the screen as left).
  public let label: String
  /// What the screen showed once the step had settled.
  public let snapshot: ScreenSnapshot
  /// The names of the view calls the step made, in order, when the run logged them (a
  /// counting run); `nil` otherwise. Parity compares labels and snapshots, never these.
  public let callNames: [String]?
}

/// The names of the view calls of a run, in order, by phase.
public struct CallNames: Sendable, Equatable {
  /// The calls of the initial render.
  public var initialRender: [String]
  /// The calls of the actions.
  public var actions: [String]

  /// Creates the call names of a run.
  public init(initialRender: [String], actions: [String]) {
    self.initialRender = initialRender
    self.actions = actions
  }
}

/// One timed step of a run.
public struct StepSample: Sendable, Equatable {
  /// The kind of action; steps of one kind make one figure.
  public let kind: String
  /// The phase the step belongs to.
  public let phase: Phase
  /// From the start of the action until the view settled.
  public let latencyNanoseconds: Int
  /// Heap allocations during the step, when they can be counted.
  public let allocations: Int?
  /// Whether the step waited for a task or a timer after its action returned.
  public let awaited: Bool
  /// The view calls, widget writes and redundant writes the step made.
  public let counts: ViewCounts
}
