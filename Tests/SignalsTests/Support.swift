@testable import Signals

/// Records what an observer receives, in order.
final class Recorder<Value> {
  private(set) var values: [Value] = []

  func record(_ value: Value) {
    values.append(value)
  }

  /// An observer closure that records into this recorder.
  var observer: (Value) -> Void {
    { [self] value in record(value) }
  }
}

/// An object whose deallocation a test can watch through a weak reference.
final class Token {}

extension Events {
  /// The number of live observers (white-box: the tests check connection and removal).
  var observerCount: Int { observers.count }
  /// The number of nodes linked in the list, counted by walking it.
  var linkedNodeCount: Int { observers.linkedNodeCount }
}

extension Observable {
  /// The number of live observers.
  var observerCount: Int { observers.count }
  /// The number of nodes linked in the list, counted by walking it.
  var linkedNodeCount: Int { observers.linkedNodeCount }
}

extension UnsafeObserverList {
  /// The number of nodes from the head, following `next`.
  var linkedNodeCount: Int {
    var count = 0
    var node = head
    while let current = node {
      count += 1
      node = current._withUnsafeGuaranteedRef { $0.next }
    }
    return count
  }
}

/// A scheduler that never cancels: its timers always fire, like a timer that was already
/// running when the cancel came. Used to prove that superseded timers emit nothing.
final class NonCancellingScheduler: Scheduler {
  private var actions: [() -> Void] = []

  func schedule(after delay: Duration, _ action: @escaping () -> Void) -> Subscription {
    actions.append(action)
    return .onCancel {}
  }

  func fireAll() {
    let actions = self.actions
    self.actions = []
    for action in actions { action() }
  }
}

/// Runs an action when released: stands for an object whose `deinit` does work.
final class DeinitAction {
  private let action: () -> Void

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  deinit {
    action()
  }
}
