/// The error a wait of this module throws when its time limit passes first: what it waited for,
/// what had happened by then, and where the wait was written.
///
/// Swift Testing and XCTest report a thrown error with its description, so a test that waits
/// with `try await` fails with a message such as:
///
/// ```
/// Timed out after 30.0 seconds at MyAppTests/WelcomeTests.swift:42 waiting for 2 values;
/// so far: 1 value: [nil].
/// ```
public struct WaitTimeout: Error, Sendable, Hashable, CustomStringConvertible {
  /// What the wait was for, such as "2 values" or "the condition".
  public let expectation: String
  /// What had happened when the time ran out, such as "1 value: [nil]"; `nil` when the wait
  /// has nothing to say.
  public let observed: String?
  /// The time limit that passed.
  public let timeout: Duration
  /// The file of the wait, as `#fileID` gives it: `Module/File.swift`.
  public let fileID: String
  /// The line of the wait.
  public let line: Int

  /// The time limit of every wait of this module whose `timeout:` is not given: 30 seconds.
  ///
  /// Long on purpose: a limit only stops a test that would otherwise hang, and a passing test
  /// never reaches it. The tests of a run share one main actor, and a wait resumed there runs
  /// after every job queued before it. At the start of this package's own run on two cores, with
  /// hundreds of main-actor tests starting at once, a job waited up to 11 seconds in that queue;
  /// a 5-second limit failed tests that were only waiting their turn.
  @usableFromInline
  static let defaultLimit: Duration = .seconds(30)

  /// Creates the error of a wait that timed out.
  public init(
    expectation: String,
    observed: String? = nil,
    timeout: Duration,
    fileID: String,
    line: Int
  ) {
    self.expectation = expectation
    self.observed = observed
    self.timeout = timeout
    self.fileID = fileID
    self.line = line
  }

  /// A sentence that says how long was waited, where, for what, and what had happened.
  public var description: String {
    let waited = "Timed out after \(timeout) at \(fileID):\(line) waiting for \(expectation)"
    guard let observed else { return waited + "." }
    return waited + "; so far: \(observed)."
  }
}
