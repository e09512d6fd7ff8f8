import Comparison
import Signals
import Testing

/// `Binder` keeps every binding until `unbindAll()`, however many it holds (the first six in
/// fields, the others in an array), and can bind again afterwards, as a reused cell does.
@MainActor
@Suite struct BinderTests {
  /// What a render captures, so that a test sees when the binder lets it go.
  final class Target {
    var values: [Int] = []
  }

  @Test(arguments: [1, 6, 7, 13], [false, true])
  func everyBindingRendersUntilUnbindAllWhichReleasesItsRender(count: Int, deduplicates: Bool) {
    let counters = ViewCounters()
    let binder = Binder(counters: counters, deduplicates: deduplicates)
    let outputs = (0..<count).map { _ in MutableObservable(0) }
    var targets: [Target]? = outputs.map { _ in Target() }
    let weakTargets = targets!.map { target in { [weak target] in target } }
    for (output, target) in zip(outputs, targets!) {
      binder.bind(output, "value") { target.values.append($0) }
    }
    for output in outputs { output.value = 1 }
    #expect(targets!.map(\.values) == Array(repeating: [0, 1], count: count))
    #expect(counters.boundOutputs == count)
    #expect(counters.counts.viewCalls == 2 * count)

    targets = nil
    #expect(weakTargets.allSatisfy { $0() != nil })  // The bindings keep their renders.
    binder.unbindAll()
    #expect(weakTargets.allSatisfy { $0() == nil })
    for output in outputs { output.value = 2 }
    #expect(counters.counts.viewCalls == 2 * count)
  }

  @Test func aBinderBindsAgainAfterUnbindAll() {
    let counters = ViewCounters()
    let binder = Binder(counters: counters)
    let outputs = (0..<8).map { _ in MutableObservable(0) }
    let target = Target()
    for round in 1...3 {
      for output in outputs { binder.bind(output, "value") { target.values.append($0) } }
      for output in outputs { output.value = round }
      binder.unbindAll()
      for output in outputs { output.value = -round }
    }
    // Each round renders each output's current value, then its change; nothing after unbinding.
    let rounds = [(0, 1), (-1, 2), (-2, 3)].map { current, change in
      Array(repeating: current, count: 8) + Array(repeating: change, count: 8)
    }
    #expect(target.values == rounds.flatMap { $0 })
    #expect(counters.boundOutputs == 24)
  }
}
