public import Services

/// The texts of the Profile screen.
public enum ProfileText {
  /// The name line for `profile`: "User: " and the name uppercased, such as "User: ALICE".
  ///
  /// - Parameter profile: The profile that loaded.
  /// - Returns: The text for the name label.
  public static func userName(of profile: UserProfile) -> String {
    "User: \(profile.name.uppercased())"
  }

  /// The error text after a failed load, such as "Failed to load user: The request timed out.".
  ///
  /// - Parameter error: Why the load failed; its `reasonShownToUser` ends the text.
  /// - Returns: The text for the error label.
  public static func loadFailure(_ error: any Error) -> String {
    "Failed to load user: \(error.reasonShownToUser)"
  }
}
