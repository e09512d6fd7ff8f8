import Dispatch

/// Runs the jobs of the tasks that prefer it one at a time, in the order they were enqueued.
///
/// Tasks resumed in some order by a clock or a test double then run in that order, which makes
/// ordering observable without depending on how the global executor schedules threads.
final class SerialTaskExecutor: TaskExecutor {
  private let queue = DispatchQueue(label: "ServicesTests.SerialTaskExecutor")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async {
      job.runSynchronously(on: self.asUnownedTaskExecutor())
    }
  }
}
