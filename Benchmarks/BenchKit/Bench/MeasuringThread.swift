#if canImport(Darwin)
  import Darwin
#endif

/// The thread that times the benchmark: the main thread, where the main actor runs every
/// scenario step and micro benchmark, in a worker process as in the parent.
enum MeasuringThread {
  /// Asks the system to keep the calling thread on the fastest cores, so that no sample is
  /// taken on a slower kind of core than the others.
  ///
  /// On Darwin it sets the thread's quality of service to user-interactive: on Apple silicon
  /// the scheduler then runs it on the performance cores, where a thread of the default class
  /// may be moved to the efficiency cores (about half as fast) from one moment to the next.
  /// Elsewhere every core is of one kind here, and nothing is done.
  ///
  /// Call it on the main thread before anything is timed.
  ///
  /// - Returns: The system's reason when it refused; `nil` when done or when there is nothing
  ///   to do.
  static func preferPerformanceCores() -> String? {
    #if canImport(Darwin)
      let result = pthread_set_qos_class_self_np(QOS_CLASS_USER_INTERACTIVE, 0)
      return result == 0 ? nil : OutputDestination.systemReason(result)
    #else
      return nil
    #endif
  }
}
