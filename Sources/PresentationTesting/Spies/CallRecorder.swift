import Services
import Synchronization

/// A thread-safe log of the arguments a spy's calls were made with, which a test can await.
///
/// The spies in this module are built on it; build a spy for your own protocol, or a spy view
/// for your own screen, the same way, and await its calls with
/// ``waitForCalls(count:timeout:fileID:line:)`` or
/// ``waitForCall(from:timeout:fileID:line:where:)``:
///
/// ```swift
/// final class SpyWeatherService: WeatherService {
///   let calls = CallRecorder<String>()
///   let base: any WeatherService
///   init(wrapping base: any WeatherService) { self.base = base }
///   func weather(in city: String) async throws -> Weather {
///     calls.record(city)
///     return try await base.weather(in: city)
///   }
/// }
/// ```
public final class CallRecorder<Argument: Sendable>: Sendable {
  private let log = Mutex<[Argument]>([])
  /// The count of calls, for the waits in `CallRecorder+Waiting.swift`.
  let recorded = CountWaiters()

  /// Creates an empty log.
  public init() {}

  /// Appends one call's argument to the log.
  public func record(_ argument: Argument) {
    log.withLock { log in
      log.append(argument)
      // Under the log's lock, so that the counts reach the waiters in order.
      recorded.update(count: log.count)
    }
  }

  /// Every recorded argument, oldest first.
  public var arguments: [Argument] {
    log.withLock { $0 }
  }

  /// The number of recorded calls.
  public var count: Int {
    log.withLock { $0.count }
  }
}

extension CallRecorder where Argument == Void {
  /// Records one call without an argument.
  public func record() {
    record(())
  }
}
