/// The samples one timed round took, per scenario id, kind of step and arm id: what a worker
/// process hands back to the run that started it.
struct RoundSamples: Sendable, Codable, Equatable {
  /// The samples, by scenario id, then kind of step, then arm id.
  var scenarios: [String: [String: [String: KindSamples]]] = [:]
}
