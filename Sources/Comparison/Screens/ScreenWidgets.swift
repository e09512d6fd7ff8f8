/// The widgets of each screen, shared by the MVP and MVVM headless views of that screen so both
/// render into the same kind of widgets and produce the same kind of snapshot.
@MainActor
public final class UserListWidgets {
  /// Counts every write below.
  public let counters = ViewCounters()
  /// The activity indicator, visible while loading.
  public lazy var spinner = Widget(false, counters: counters)
  /// The table's rows.
  public lazy var rows = Widget([ScreenSnapshot.Row](), counters: counters)
  /// Whether the "No users" view shows.
  public lazy var emptyView = Widget(false, counters: counters)
  /// The error label.
  public lazy var error = Label(counters: counters)
  /// Where the screen navigated, as the router or route signal said.
  public lazy var navigation = Widget(String?.none, counters: counters)

  /// Creates the widgets, all empty and hidden.
  public init() {}

  /// The screen now.
  public func snapshot() -> ScreenSnapshot {
    ScreenSnapshot(
      screen: Screen.userList.rawValue,
      elements: [
        .spinner(name: "spinner", isVisible: spinner.value),
        .list(name: "users", rows: rows.value, isVisible: true),
        .label(name: "empty", text: "No users", isVisible: emptyView.value),
        error.element("error"),
        .label(name: "navigated", text: navigation.value ?? "", isVisible: navigation.value != nil),
      ])
  }
}

/// The widgets both list screens have: a spinner, rows, an empty view and an error label.
@MainActor
protocol ListScreenWidgets: AnyObject {
  var counters: ViewCounters { get }
  var spinner: Widget<Bool> { get }
  var rows: Widget<[ScreenSnapshot.Row]> { get }
  var emptyView: Widget<Bool> { get }
  var error: Label { get }
}

/// The passive list view's calls, written once for the MVP views of both list screens: each is
/// one view call and the widget writes its protocol documents.
extension ListScreenWidgets {
  /// `startLoading()`: shows the spinner and hides the error.
  func startLoadingCall() {
    counters.countViewCall("startLoading()")
    spinner.write(true)
    error.isHidden.write(true)
  }

  /// `finishLoading()`: hides the spinner.
  func finishLoadingCall() {
    counters.countViewCall("finishLoading()")
    spinner.write(false)
  }

  /// `display(rows:)`: shows the rows and hides the empty view.
  func displayRowsCall(_ rows: [ScreenSnapshot.Row]) {
    counters.countViewCall("display(rows:)")
    self.rows.write(rows)
    emptyView.write(false)
  }

  /// `displayEmpty()`: empties the rows and shows the empty view.
  func displayEmptyCall() {
    counters.countViewCall("displayEmpty()")
    rows.write([])
    emptyView.write(true)
  }

  /// `displayError(_:)`: empties the rows, hides the empty view and shows the message.
  func displayErrorCall(_ message: String) {
    counters.countViewCall("displayError(_:)")
    rows.write([])
    emptyView.write(false)
    error.show(message)
  }
}

extension UserListWidgets: ListScreenWidgets {}
extension DogListWidgets: ListScreenWidgets {}

/// The DogList screen's widgets.
@MainActor
public final class DogListWidgets {
  /// Counts every write below.
  public let counters = ViewCounters()
  /// The selected breed filter's title.
  public lazy var filterTitle = Widget("", counters: counters)
  /// The activity indicator.
  public lazy var spinner = Widget(false, counters: counters)
  /// The table's rows.
  public lazy var rows = Widget([ScreenSnapshot.Row](), counters: counters)
  /// Whether the "No dogs" view shows.
  public lazy var emptyView = Widget(false, counters: counters)
  /// The error label.
  public lazy var error = Label(counters: counters)

  /// Creates the widgets, all empty and hidden.
  public init() {}

  /// The screen now.
  public func snapshot() -> ScreenSnapshot {
    ScreenSnapshot(
      screen: Screen.dogList.rawValue,
      elements: [
        .label(name: "filter", text: filterTitle.value, isVisible: true),
        .spinner(name: "spinner", isVisible: spinner.value),
        .list(name: "dogs", rows: rows.value, isVisible: true),
        .label(name: "empty", text: "No dogs", isVisible: emptyView.value),
        error.element("error"),
      ])
  }
}

/// The BookSearch screen's widgets.
@MainActor
public final class BookSearchWidgets {
  /// Counts every write below.
  public let counters = ViewCounters()
  /// The search field.
  public lazy var query = Widget("", counters: counters)
  /// The activity indicator.
  public lazy var spinner = Widget(false, counters: counters)
  /// The result rows.
  public lazy var rows = Widget([ScreenSnapshot.Row](), counters: counters)
  /// The "No books match" message.
  public lazy var noMatches = Label(counters: counters)
  /// The error label.
  public lazy var error = Label(counters: counters)

  /// Creates the widgets, all empty and hidden.
  public init() {}

  /// The screen now.
  public func snapshot() -> ScreenSnapshot {
    ScreenSnapshot(
      screen: Screen.bookSearch.rawValue,
      elements: [
        .textField(name: "search", text: query.value),
        .spinner(name: "spinner", isVisible: spinner.value),
        .list(name: "books", rows: rows.value, isVisible: true),
        noMatches.element("message"),
        error.element("error"),
      ])
  }
}

/// The Login screen's widgets.
@MainActor
public final class LoginWidgets {
  /// Counts every write below.
  public let counters = ViewCounters()
  /// The username field.
  public lazy var username = Widget("", counters: counters)
  /// The password field.
  public lazy var password = Widget("", counters: counters)
  /// The error label.
  public lazy var error = Label(counters: counters)
  /// The progress indicator, visible while the credentials are checked.
  public lazy var progress = Widget(false, counters: counters)
  /// Whether the login button can be pressed.
  public lazy var loginButtonEnabled = Widget(true, counters: counters)
  /// Where the screen navigated.
  public lazy var navigation = Widget(String?.none, counters: counters)

  /// Creates the widgets, all empty and hidden.
  public init() {}

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

/// The Profile screen's widgets.
@MainActor
public final class ProfileWidgets {
  /// Counts every write below.
  public let counters = ViewCounters()
  /// The activity indicator.
  public lazy var spinner = Widget(false, counters: counters)
  /// Whether the refresh button can be pressed.
  public lazy var refreshEnabled = Widget(true, counters: counters)
  /// The user's name.
  public lazy var name = Label(counters: counters)
  /// The error label.
  public lazy var error = Label(counters: counters)

  /// Creates the widgets, all empty and hidden.
  public init() {}

  /// The screen now.
  public func snapshot() -> ScreenSnapshot {
    ScreenSnapshot(
      screen: Screen.profile.rawValue,
      elements: [
        .spinner(name: "spinner", isVisible: spinner.value),
        .button(name: "Refresh", isEnabled: refreshEnabled.value),
        name.element("name"),
        error.element("error"),
      ])
  }
}
