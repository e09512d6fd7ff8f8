import Services

/// The texts of the Login screen.
public enum LoginText {
  /// The error text when the login button is pressed with the username or the password empty.
  public static let missingCredentials = "Please provide your username and password"

  /// The error text when the service refuses the credentials.
  public static let wrongCredentials = "The provided credentials are not correct"

  /// The error text after a failed attempt: ``wrongCredentials`` when the service refused the
  /// credentials, else "Could not log in: <reason>", such as
  /// "Could not log in: The request timed out.".
  ///
  /// - Parameter error: Why the attempt failed; for any error but
  ///   `ServiceError.invalidCredentials`, its `reasonShownToUser` ends the text.
  /// - Returns: The text for the error label.
  public static func attemptFailure(_ error: any Error) -> String {
    if error as? ServiceError == .invalidCredentials {
      wrongCredentials
    } else {
      "Could not log in: \(error.reasonShownToUser)"
    }
  }
}
