import Foundation  // Glibc or Darwin with it

/// Reads the files the code suite measures (Swift sources, patches, requirements) as UTF-8
/// text, saying in its own words why one cannot be: a folder, a named pipe, no permission.
///
/// NB: the file's type is checked before it is opened, and it is opened without waiting, so
/// a named pipe is refused instead of waiting forever for a writer.
enum SourceFile {
  /// Why a file cannot be read.
  enum Problem: Error, Equatable, CustomStringConvertible {
    /// Nothing is there.
    case missing
    /// A folder.
    case folder
    /// Something else that is not a regular file: a named pipe, a socket, a device.
    case notAFile(String)
    /// A symbolic link whose target is not there.
    case danglingLink
    /// The bytes are not UTF-8.
    case notText
    /// The system refused, for the reason of an `errno` the cases above do not name.
    case system(String)
    /// The file holds more than ``SourceFile/sizeLimit`` bytes.
    case tooLarge

    /// The problem for a system error code.
    init(errno code: Int32) {
      switch code {
      case ENOENT, ENOTDIR: self = .missing
      case EISDIR: self = .folder
      case EACCES, EPERM: self = .system("no permission to read it")
      case ELOOP: self = .system("a loop of symbolic links")
      default: self = .system(OutputDestination.systemReason(code))
      }
    }

    /// The reason, as a message's end: `a folder, not a file`.
    var description: String {
      switch self {
      case .missing: "no such file"
      case .folder: "a folder, not a file"
      case .notAFile(let kind): "\(kind), not a file"
      case .danglingLink: "a symbolic link to nothing"
      case .notText: "not UTF-8 text"
      case .system(let reason): reason
      case .tooLarge:
        "larger than \(byteCountText(SourceFile.sizeLimit)), the most a file of the code may hold"
      }
    }
  }

  /// The most bytes a file the code suite reads may hold: the largest source here is 20 KiB.
  static let sizeLimit = 8 << 20

  /// What is at `url` (a link followed), without opening it: `nil` for a regular file.
  static func problem(at url: URL) -> Problem? {
    var status = stat()
    guard stat(url.path, &status) == 0 else {
      let code = errno
      var link = stat()
      if code == ENOENT, lstat(url.path, &link) == 0 { return .danglingLink }
      return Problem(errno: code)
    }
    return problem(ofType: status.st_mode & S_IFMT)
  }

  /// The problem of a file of `type` (`S_IFDIR`…), `nil` for a regular file.
  static func problem(ofType type: mode_t) -> Problem? {
    switch type {
    case S_IFREG: nil
    case S_IFDIR: .folder
    case S_IFIFO: .notAFile("a named pipe")
    case S_IFSOCK: .notAFile("a socket")
    case S_IFCHR, S_IFBLK: .notAFile("a device")
    default: .notAFile("not a regular file")
    }
  }

  /// Whether anything is at `url`, a link to nothing included.
  ///
  /// - Throws: ``Problem`` when the system cannot tell, as when a folder above it cannot be
  ///   searched.
  static func exists(at url: URL) throws(Problem) -> Bool {
    var status = stat()
    guard lstat(url.path, &status) != 0 else { return true }
    let problem = Problem(errno: errno)
    guard problem == .missing else { throw problem }
    return false
  }

  /// The text of the regular file at `url`.
  ///
  /// - Throws: ``Problem`` when it is missing, not a regular file, unreadable or not UTF-8.
  static func text(at url: URL) throws(Problem) -> String {
    if let problem = problem(at: url) { throw problem }
    // Without waiting: the file may have been replaced by a named pipe since the check.
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw Problem(errno: errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw Problem(errno: errno) }
    if let problem = problem(ofType: status.st_mode & S_IFMT) { throw problem }
    guard status.st_size <= sizeLimit else { throw .tooLarge }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(max(0, Int(status.st_size)))
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Problem(errno: errno)
      }
      if count == 0 { break }
      bytes += buffer[..<count]
      // A file that grew since `fstat`.
      guard bytes.count <= sizeLimit else { throw .tooLarge }
    }
    guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText }
    return text
  }
}
