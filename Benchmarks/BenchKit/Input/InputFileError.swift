/// An input file that cannot be read; its description names the option, the file and why.
enum InputFileError: Error, Equatable, CustomStringConvertible {
  /// The file cannot be read, for the system's reason (or: a folder, not a file).
  case unreadable(option: String, path: String, reason: String)
  /// The file is not UTF-8 text.
  case notText(option: String, path: String)
  /// The file holds more than `limit` bytes (or never ends: a device, an endless pipe).
  case tooLarge(option: String, path: String, limit: Int)

  /// One line naming the option, the file and the problem.
  var description: String {
    switch self {
    case .unreadable(let option, let path, let reason):
      "\(option) cannot read '\(path)': \(reason)"
    case .notText(let option, let path):
      "\(option) cannot read '\(path)': not UTF-8 text"
    case .tooLarge(let option, let path, let limit):
      "\(option) cannot read '\(path)': it holds more than \(byteCountText(limit)), the most "
        + "\(option) reads"
    }
  }
}

/// `16 MiB`, `512 KiB`, `100 bytes`.
func byteCountText(_ count: Int) -> String {
  if count >= 1 << 20, count % (1 << 20) == 0 { return "\(count >> 20) MiB" }
  if count >= 1 << 10, count % (1 << 10) == 0 { return "\(count >> 10) KiB" }
  return count == 1 ? "1 byte" : "\(count) bytes"
}
