import Signals

/// Binds to a view model's outputs like a view would and records every emission in order,
/// including the one each output makes at once when it is bound.
///
/// Each suite names its emissions with an enum whose cases are the outputs, so a whole sequence
/// reads like a script of view updates and compares with `==`:
///
/// ```swift
/// enum Emission: Equatable { case isLoading(Bool), errorMessage(String?) }
/// let recorder = EmissionRecorder<Emission>()
/// recorder.bind(viewModel.isLoading, as: Emission.isLoading)
/// recorder.bind(viewModel.errorMessage, as: Emission.errorMessage)
/// #expect(recorder.take() == [.isLoading(false), .errorMessage(nil)])
/// ```
///
/// It waits for asynchronous results without polling: ``waitForEmissions(count:)`` suspends
/// until enough emissions are recorded, and recording resumes it.
@MainActor
final class EmissionRecorder<Emission: Equatable> {
  /// The emissions recorded and not yet taken, oldest first.
  private(set) var emissions: [Emission] = []
  private var subscriptions: [Subscription] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Observes `observable`, recording each value (the current one at once) as `emission`.
  func bind<Value>(_ observable: Observable<Value>, as emission: @escaping (Value) -> Emission) {
    // Unowned: the recorder owns the subscription, so the closure cannot outlive it.
    observable.observe { [unowned self] in record(emission($0)) }.store(in: &subscriptions)
  }

  /// Observes `events`, recording each event as `emission`.
  func bind<Value>(_ events: Events<Value>, as emission: @escaping (Value) -> Emission) {
    events.observe { [unowned self] in record(emission($0)) }.store(in: &subscriptions)
  }

  /// Returns the emissions recorded since the last call and forgets them.
  func take() -> [Emission] {
    defer { emissions.removeAll() }
    return emissions
  }

  /// Suspends until at least `count` emissions are recorded and not yet taken.
  func waitForEmissions(count: Int) async {
    guard emissions.count < count else { return }
    await withCheckedContinuation { continuation in
      waiters.append((count, continuation))
    }
  }

  /// Cancels every binding, as a closing view would.
  func unbind() {
    subscriptions.removeAll()
  }

  private func record(_ emission: Emission) {
    emissions.append(emission)
    let count = emissions.count
    let ready = waiters.filter { $0.count <= count }
    waiters.removeAll { $0.count <= count }
    for waiter in ready {
      waiter.continuation.resume()
    }
  }
}
