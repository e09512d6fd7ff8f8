import Foundation  // Glibc or Darwin with it

/// The three standard descriptors of the command's process.
enum StandardStreams {
  /// Opens `/dev/null` on each standard descriptor (0, 1, 2) that is not open, and returns
  /// those that were closed.
  ///
  /// NB: a file the run opens takes the lowest free number: with standard error closed, a
  /// patch the code suite reads became descriptor 2 and took every message, and with standard
  /// input closed a worker's pipe became descriptor 0. Held by `/dev/null`, no file takes
  /// them; a closed standard output or error is still reported when an output names it (see
  /// ``OutputDestination/check(_:option:closed:)``).
  static func secure() -> Set<Int32> {
    var closed: Set<Int32> = []
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 {
      closed.insert(descriptor)
      let null = open(OutputDestination.nullDevice, O_RDWR)
      if null >= 0, null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
    }
    return closed
  }

  /// Sends what is written to standard output to standard error until ``restore(_:)``, so that
  /// what an arm prints while the suites run never mixes with results written to standard
  /// output; returns what ``restore(_:)`` takes.
  static func divertOutput() -> Int32 {
    fflush(nil)  // Every stdio stream, standard output among them.
    let saved = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
    dup2(STDERR_FILENO, STDOUT_FILENO)
    return saved
  }

  /// Gives standard output back, after what was printed meanwhile went to standard error.
  static func restore(_ saved: Int32) {
    fflush(nil)  // Every stdio stream, standard output among them.
    guard saved >= 0 else { return }
    dup2(saved, STDOUT_FILENO)
    close(saved)
  }
}
