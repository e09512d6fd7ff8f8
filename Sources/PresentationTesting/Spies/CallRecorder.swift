import Synchronization

/// A thread-safe log of the arguments a spy's calls were made with.
///
/// The spies in this module are built on it; build a spy for your own protocol the same way:
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

  /// Creates an empty log.
  public init() {}

  /// Appends one call's argument to the log.
  public func record(_ argument: Argument) {
    log.withLock { $0.append(argument) }
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
