/// The code shapes' former name, kept for the tests that still spell it.
///
/// NB: `HTMLReportTests` counts `CodeShape.all`; once it counts
/// `CodeLayout.presentationPatterns.shapes`, this file goes.
typealias CodeShape = CodeLayout.Shape

extension CodeLayout.Shape {
  /// This repository's shapes, in table order.
  static var all: [CodeLayout.Shape] { CodeLayout.presentationPatterns.shapes }
}
