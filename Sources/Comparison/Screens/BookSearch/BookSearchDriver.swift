public import Services

/// The user actions of the BookSearch screen, implemented once per pattern.
@MainActor
public protocol BookSearchDriver: ScreenDriver {
  /// The widgets the screen renders into.
  var widgets: BookSearchWidgets { get }
  /// The screen appears.
  func appear()
  /// The user edits the search field so that it reads `text`: the field shows it, then the
  /// presentation logic hears of the edit.
  func type(_ text: String)
  /// The user taps the clear button.
  func clear()
}

extension BookSearchDriver {
  /// The screen as a person would see it now.
  public func snapshot() -> ScreenSnapshot {
    widgets.snapshot()
  }

  /// The counters of the headless view.
  public var counters: ViewCounters {
    widgets.counters
  }
}

/// Makes the BookSearch driver of either pattern on the same repository and clock.
///
/// - Parameters:
///   - pattern: The pattern to drive.
///   - repository: Where the books come from.
///   - clock: What measures the 300 ms debounce: the presenter sleeps on it directly, the view
///     model through a `MainActorScheduler`, so advancing one `TestClock` drives either.
@MainActor
public func makeBookSearchDriver(
  _ pattern: Pattern, repository: any BookRepository, clock: any Clock<Duration>
) -> any BookSearchDriver {
  switch pattern {
  case .mvvm: MVVMBookSearchDriver(repository: repository, clock: clock)
  case .mvp: MVPBookSearchDriver(repository: repository, clock: clock)
  }
}
