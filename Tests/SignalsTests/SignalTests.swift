import Signals
import Testing

@Suite struct SignalTests {
  @Test func deliversToObserversInSubscriptionOrder() {
    let signal = Signal<Int>()
    var received: [String] = []
    let first = signal.observe { received.append("first \($0)") }
    let second = signal.observe { received.append("second \($0)") }
    signal.send(1)
    #expect(received == ["first 1", "second 1"])
    _ = (first, second)
  }
}
