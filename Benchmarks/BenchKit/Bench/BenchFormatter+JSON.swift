import Foundation

extension BenchFormatter {
  /// The JSON contract: one object, pretty-printed with sorted keys.
  func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // NB: encoding these plain value types cannot fail; a failure would be a programming error.
    let data = try! encoder.encode(results)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
