public import Comparison

/// The Login screen's widgets.
@MainActor
public final class LoginWidgets: ScreenWidgets {
  /// Counts every write below.
  public let counters = ViewCounters()
  /// The username field.
  public let username: Widget<String>
  /// The password field.
  public let password: Widget<String>
  /// The error label.
  public let error: Label
  /// The progress indicator, visible while the credentials are checked.
  public let progress: Widget<Bool>
  /// Whether the login button can be pressed.
  public let loginButtonEnabled: Widget<Bool>
  /// Where the screen navigated.
  public let navigation: Widget<String?>

  /// Creates the widgets, all empty and hidden.
  public init() {
    username = Widget("", counters: counters)
    password = Widget("", counters: counters)
    error = Label(counters: counters)
    progress = Widget(false, counters: counters)
    loginButtonEnabled = Widget(true, counters: counters)
    navigation = Widget(nil, counters: counters)
  }

  /// The screen now.
  public func snapshot() -> ScreenSnapshot {
    ScreenSnapshot(
      screen: Screen.login.rawValue,
      elements: [
        .textField(name: "username", text: username.value),
        .textField(name: "password", text: password.value),
        error.element("error"),
        .spinner(name: "progress", isVisible: progress.value),
        .button(name: "Login", isEnabled: loginButtonEnabled.value),
        .label(name: "navigated", text: navigation.value ?? "", isVisible: navigation.value != nil),
      ])
  }
}
