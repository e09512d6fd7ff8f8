public import Comparison

/// One arm's counts in one scenario, per phase, and the view calls it made.
public struct ArmCounts: Sendable, Codable, Equatable {
  /// The initial render: building the screen, attach or bind, the first display.
  public var initialRender: ViewCounts
  /// The actions, after the initial render.
  public var actions: ViewCounts
  /// Both phases: view calls.
  public var viewCalls: Int
  /// Both phases: widget writes.
  public var widgetWrites: Int
  /// Both phases: writes that stored the value already there.
  public var redundantWrites: Int
  /// How often each view call was made during the initial render, by name.
  public var initialRenderCalls: [String: Int]
  /// How often each view call was made during the actions, by name.
  public var actionCalls: [String: Int]
  /// Screen objects still alive after the screen closed (should be empty).
  public var leaks: [String]

  /// Creates counts.
  public init(
    initialRender: ViewCounts, actions: ViewCounts, initialRenderCalls: [String: Int] = [:],
    actionCalls: [String: Int] = [:], leaks: [String] = []
  ) {
    self.initialRender = initialRender
    self.actions = actions
    viewCalls = initialRender.viewCalls + actions.viewCalls
    widgetWrites = initialRender.widgetWrites + actions.widgetWrites
    redundantWrites = initialRender.redundantWrites + actions.redundantWrites
    self.initialRenderCalls = initialRenderCalls
    self.actionCalls = actionCalls
    self.leaks = leaks
  }

  /// The counts of `phase`.
  public func counts(of phase: Phase) -> ViewCounts {
    phase == .initialRender ? initialRender : actions
  }
}
