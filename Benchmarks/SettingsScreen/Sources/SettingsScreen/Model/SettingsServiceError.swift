/// Why a ``SettingsService`` could not load or save.
public enum SettingsServiceError: Error, Sendable, Hashable {
  /// The device has no network connection.
  case offline
  /// The server refused the request or did not answer.
  case serverUnavailable

  /// The reason a screen shows after "Could not save: " or "Could not load settings: ".
  public var reason: String {
    switch self {
    case .offline: "You are offline."
    case .serverUnavailable: "The server is unavailable."
    }
  }
}
