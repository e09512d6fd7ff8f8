/// An input file that cannot be read; its description names the option, the file and why.
enum InputFileError: Error, Equatable, CustomStringConvertible {
  /// The file cannot be read, for the system's reason (or: a folder, not a file).
  case unreadable(option: String, path: String, reason: String)
  /// The file is not UTF-8 text.
  case notText(option: String, path: String)

  /// One line naming the option, the file and the problem.
  var description: String {
    switch self {
    case .unreadable(let option, let path, let reason):
      "\(option) cannot read '\(path)': \(reason)"
    case .notText(let option, let path):
      "\(option) cannot read '\(path)': not UTF-8 text"
    }
  }
}
