/// The texts of the DogList screen that are not rows or filter titles.
public enum DogListText {
  /// The error text after a failed load, such as "Could not load dogs: The request timed out.".
  ///
  /// - Parameter error: Why the load failed; its `reasonShownToUser` ends the text.
  /// - Returns: The text for the error label.
  public static func loadFailure(_ error: any Error) -> String {
    "Could not load dogs: \(error.reasonShownToUser)"
  }
}
