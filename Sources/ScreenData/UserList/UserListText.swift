/// The texts of the UserList screen that are not rows.
public enum UserListText {
  /// The error text after a failed load, such as "Could not load users: The request timed out.".
  ///
  /// - Parameter error: Why the load failed; its `reasonShownToUser` ends the text.
  /// - Returns: The text for the error label.
  public static func loadFailure(_ error: any Error) -> String {
    "Could not load users: \(error.reasonShownToUser)"
  }
}
