import Comparison

/// One arm's counts in one scenario, per phase, and the view calls it made.
struct ArmCounts: Sendable, Codable, Equatable {
  /// The initial render: building the screen, attach or bind, the first display.
  var initialRender: ViewCounts
  /// The actions, after the initial render.
  var actions: ViewCounts
  /// Both phases: view calls.
  var viewCalls: Int
  /// Both phases: widget writes.
  var widgetWrites: Int
  /// Both phases: writes that stored the value already there.
  var redundantWrites: Int
  /// How often each view call was made during the initial render, by name.
  var initialRenderCalls: [String: Int]
  /// How often each view call was made during the actions, by name.
  var actionCalls: [String: Int]
  /// Screen objects still alive after the screen closed (should be empty).
  var leaks: [String]

  /// Creates counts.
  init(
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
  func counts(of phase: Phase) -> ViewCounts {
    phase == .initialRender ? initialRender : actions
  }
}
