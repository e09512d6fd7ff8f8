/// Cancels the task that calls it, so the next service call starts already cancelled.
func cancelCurrentTask() {
  withUnsafeCurrentTask { $0?.cancel() }
}
