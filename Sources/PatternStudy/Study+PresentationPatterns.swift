public import Comparison

extension Study {
  /// The package's own study: its five screens written in six arms, MVP the reference, every
  /// one registered through the harness's public API as any team's screen is.
  ///
  /// `pattern-bench` is BenchKit's entry point called with this study; `swift test` runs each
  /// of its scenarios on every arm (`Tests/ComparisonTests`).
  public static let presentationPatterns = Study(
    name: "PresentationPatterns",
    arms: [.mvp, .mvvm, .mvvmDeduplicated, .mvvmState, .mvpObservation, .mvvmObservation],
    screens: [
      UserListScreen.definition, DogListScreen.definition, BookSearchScreen.definition,
      LoginScreen.definition, ProfileScreen.definition,
    ])
}
