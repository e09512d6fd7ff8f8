import Synchronization

/// A list that tasks running anywhere append to, for asserting the order things happened in.
final class Log<Element: Sendable>: Sendable {
  private let storage = Mutex<[Element]>([])

  func append(_ element: Element) {
    storage.withLock { $0.append(element) }
  }

  var elements: [Element] {
    storage.withLock { $0 }
  }
}
