/// The samples one timed round took, per scenario id, kind of step and arm id: what a worker
/// process hands back to the run that started it.
struct RoundSamples: Sendable, Codable, Equatable {
  /// The samples, by scenario id, then kind of step, then arm id.
  var scenarios: [String: [String: [String: KindSamples]]] = [:]
  /// Why a run of a scenario stopped or leaked in the round, naming the arm, the step and the
  /// round, by scenario id; such a scenario has no samples.
  var failures: [String: String] = [:]
}
