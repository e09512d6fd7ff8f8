extension JSONRepositoryError {
  /// What a path names when it is not a regular file.
  public enum FileKind: Sendable, Hashable, CustomStringConvertible {
    /// A directory.
    case directory
    /// A character or block device, such as `/dev/null`.
    case device
    /// A named pipe (FIFO), which is never opened for reading: that would wait for a writer.
    case namedPipe
    /// A Unix domain socket.
    case socket
    /// Anything else the file system reports.
    case other

    /// The kind with its article, such as "a device".
    public var description: String {
      switch self {
      case .directory: "a directory"
      case .device: "a device"
      case .namedPipe: "a named pipe"
      case .socket: "a socket"
      case .other: "not a file at all"
      }
    }
  }
}
