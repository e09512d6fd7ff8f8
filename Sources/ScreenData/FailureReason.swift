/// The reasons a failure text ends with when the error cannot explain itself; see
/// `reasonShownToUser`, an extension on `Error`.
public enum FailureReason {
  /// What a screen says when the error gives no readable reason of its own (a plain Swift error,
  /// `CancellationError`, an empty description): "Something went wrong.", so a failure text
  /// reads "Could not load users: Something went wrong.".
  public static let unexplained = "Something went wrong."
}
