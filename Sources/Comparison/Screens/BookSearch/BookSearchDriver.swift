public import Services

/// The user actions of the BookSearch screen, implemented once per pattern.
@MainActor
public protocol BookSearchDriver: WidgetScreenDriver<BookSearchWidgets> {
  /// The screen appears.
  func appear()
  /// The user edits the search field so that it reads `text`: the field shows it, then the
  /// presentation logic hears of the edit.
  func type(_ text: String)
  /// The user taps the clear button.
  func clear()
}

/// Makes `arm`'s BookSearch driver over `repository` and `clock`: the screen's initial render.
///
/// - Parameters:
///   - arm: The arm to drive.
///   - repository: Where the books come from.
///   - clock: What measures the 300 ms debounce: presenters sleep on it directly, view models
///     through a `MainActorScheduler`, so advancing one `TestClock` drives any arm.
@MainActor
public func makeBookSearchDriver(
  _ arm: Arm, repository: any BookRepository, clock: any Clock<Duration>
) -> any BookSearchDriver {
  arm.drivers.bookSearch(repository, clock)
}
