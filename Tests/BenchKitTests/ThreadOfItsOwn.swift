import Dispatch
import Testing

/// Runs a suite's tests on a thread of the suite's own, outside Swift concurrency's shared
/// threads, one job at a time.
///
/// Those shared threads are as many as the cores (two on CI's machines) and every test of the
/// run needs them. A test that holds one for seconds, measuring the package's code or waiting
/// for `git`, leaves the others waiting: while such tests ran, no other test of the run moved
/// for up to half a minute, and nearly every test of the run reported 28 seconds or more. A test
/// under this trait keeps its task, so `#expect` and the current test work as usual; only the
/// thread its jobs run on changes. The suite's tests take turns on its thread, so a suite adds
/// at most one thread to the run.
///
/// - Important: Only for tests that compute or wait for a process. Under a task executor
///   preference, entering a main-actor method can suspend where it otherwise never does: a
///   main-actor test that ran the study's scenarios under this trait found the harness's
///   `ViewCounters.waitUntil` missing a write that landed between its check and its
///   registration (fixed; `WidgetTests` covers it). What else such suspensions may expose is
///   not known, so no main-actor test uses the trait.
struct ThreadOfItsOwnTrait: TestTrait, SuiteTrait, TestScoping {
  /// Where the suite's tests run.
  let executor = SerialThread()

  var isRecursive: Bool { true }

  func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withTaskExecutorPreference(executor) { try await function() }
  }
}

extension Trait where Self == ThreadOfItsOwnTrait {
  /// Runs the suite's tests on a thread of its own (see ``ThreadOfItsOwnTrait``).
  static var threadOfItsOwn: Self { Self() }
}

/// Runs the jobs of the tasks that prefer it one at a time, on a serial queue: its thread is
/// none of Swift concurrency's shared ones.
final class SerialThread: TaskExecutor {
  private let queue = DispatchQueue(label: "BenchKitTests.SerialThread")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}
