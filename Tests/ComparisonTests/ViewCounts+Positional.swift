import Comparison

extension ViewCounts {
  /// Counts in the order view calls, widget writes, redundant writes: the tables of pinned
  /// counts read better so.
  init(_ viewCalls: Int, _ widgetWrites: Int, _ redundantWrites: Int) {
    self.init(viewCalls: viewCalls, widgetWrites: widgetWrites, redundantWrites: redundantWrites)
  }
}
