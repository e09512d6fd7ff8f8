@testable import Services

extension JSONRepositoryError.Problem {
  /// Whether this is a syntax error, whatever words Foundation's parser used for it.
  var isMalformedJSON: Bool {
    if case .malformedJSON(let detail) = self { !detail.isEmpty } else { false }
  }
}
