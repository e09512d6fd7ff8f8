import Foundation  // Glibc or Darwin with it

/// A place the command writes text to, checked before the run and again at the write.
///
/// - `-` and `/dev/stdout` are standard output, `/dev/stderr` standard error: written to the
///   stream.
/// - A FIFO and `/dev/null` are written in place.
/// - A regular file, or the file a symbolic link leads to, is replaced whole: the text goes to
///   a temporary file beside it, renamed over it, so it is replaced or left as it was.
/// - Anything else (a folder, another device, a socket, a link to nothing, a read-only file)
///   is refused.
///
/// ```swift
/// let output = try OutputDestination.check("results.json", option: "--output")  // before
/// try output.write(text)                                                        // after
/// ```
struct OutputDestination: Sendable, Equatable {
  /// How a destination is written.
  enum Kind: Sendable, Equatable {
    /// A standard stream, by descriptor.
    case stream(Int32)
    /// A FIFO or `/dev/null`, written through itself.
    case inPlace
    /// A regular file, new or not, replaced through a temporary file.
    case file
  }

  /// The option that names the destination (`--output`, `--report`…).
  let option: String
  /// The path as given; `-` for standard output.
  let path: String
  /// How it is written.
  var kind: Kind
  /// The file written: the path with every link resolved (the file a link leads to, a new
  /// file's name in its folder's real path); the path itself for a stream.
  var file: String

  /// How a destination is named in messages: the option and the path.
  var label: String { path == "-" ? "standard output (\(option))" : "\(option) '\(path)'" }

  static let nullDevice = "/dev/null"

  /// The standard stream `path` names by its spelling alone, if it names one.
  static func stream(named path: String) -> Int32? {
    switch path {
    case "-", "/dev/stdout": STDOUT_FILENO
    case "/dev/stderr": STDERR_FILENO
    default: nil
    }
  }

  /// Checks that `path` can be written, without writing anything.
  ///
  /// - Parameter closed: The standard descriptors that were closed when the command started
  ///   (see ``StandardStreams``): a stream among them cannot be written.
  /// - Throws: ``OutputError`` naming the destination (`option` and `path`) and the problem.
  static func check(_ path: String, option: String, closed: Set<Int32> = [])
    throws(OutputError) -> Self
  {
    func unusable(_ problem: String) -> OutputError {
      .unusable(option: option, path: path, problem: problem)
    }
    if let stream = stream(named: path) {
      guard !closed.contains(stream), fcntl(stream, F_GETFL) != -1 else {
        throw .streamClosed(option: option, descriptor: stream)
      }
      return Self(option: option, path: path, kind: .stream(stream), file: path)
    }
    if path.isEmpty { throw unusable("an empty path") }
    var status = stat()
    if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
      stat(path, &status) != 0
    {
      let code = errno  // Before the link is read, which may set it.
      let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? ""
      throw unusable(
        code == ENOENT ? "a symbolic link to nothing ('\(target)')" : systemReason(code))
    }
    guard let file = resolved(path) else {
      let code = errno
      throw unusable(
        "the folder '\(folder(of: path))' "
          + ([ENOENT, ENOTDIR].contains(code)
            ? "does not exist" : "cannot be reached (\(systemReason(code)))"))
    }
    if stat(file, &status) == 0 {
      let kind = status.st_mode & S_IFMT
      let inPlace = kind == S_IFIFO || file == nullDevice
      guard kind == S_IFREG || inPlace else {
        let kind = [S_IFDIR: "a folder", S_IFSOCK: "a socket"][kind] ?? "a device"
        throw unusable("\(kind), not a regular file (standard output is -)")
      }
      guard status.st_mode & 0o222 != 0, access(file, W_OK) == 0 else {
        throw unusable("a read-only file: make it writable or choose another path")
      }
      if inPlace { return Self(option: option, path: path, kind: .inPlace, file: file) }
    } else if errno != ENOENT {
      throw unusable(systemReason(errno))
    }
    // The temporary file is made beside the file, so the folder must take it.
    let folder = folder(of: file)
    guard access(folder, W_OK | X_OK) == 0 else {
      throw unusable("the folder '\(folder)' is not writable (\(systemReason(errno)))")
    }
    return Self(option: option, path: path, kind: .file, file: file)
  }

  /// `path` with every link resolved, `..` through the links as the system resolves it: the
  /// real path of an existing file, else the real path of its folder and its name; `nil` when
  /// the folder does not exist.
  static func resolved(_ path: String) -> String? {
    if let real = realpath(path, nil) {
      defer { free(real) }
      return String(cString: real)
    }
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init)
    guard let name, !name.isEmpty, name != ".", name != "..",
      let real = realpath(folder(of: path), nil)
    else { return nil }
    defer { free(real) }
    let folder = String(cString: real)
    return (folder == "/" ? "" : folder) + "/" + name
  }

  /// The folder of `path`: `.` when it names none.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Writes `text`, checking the destination again first (it may have changed since).
  ///
  /// - Throws: ``OutputError``, with the system's reason (`No space left on device`, `Broken
  ///   pipe`) when the write itself fails.
  func write(_ text: String, closed: Set<Int32> = []) throws(OutputError) {
    let now = try Self.check(path, option: option, closed: closed)
    let code: Int32
    switch now.kind {
    case .stream(let descriptor):
      fflush(nil)  // Anything `print` buffered goes first, in order.
      code = writeAll(text, to: descriptor)
    case .inPlace:
      let descriptor = open(now.file, O_WRONLY | O_TRUNC | O_CLOEXEC)
      guard descriptor >= 0 else { throw .writeFailed(label, reason: Self.systemReason(errno)) }
      let written = writeAll(text, to: descriptor)
      code = close(descriptor) != 0 && written == 0 ? errno : written
    case .file:
      code = now.replace(with: text)
    }
    if code != 0 { throw .writeFailed(label, reason: Self.systemReason(code)) }
  }

  /// Replaces the file through a temporary file beside it; returns 0 or the system's error code.
  private func replace(with text: String) -> Int32 {
    // Short whatever the file's name, which may be as long as a name can be.
    let temporary = "\(Self.folder(of: file))/.pattern-bench-\(getpid())-\(UUID().uuidString).tmp"
    // 0666 less the umask, as any program makes a file.
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return errno }
    var code = writeAll(text, to: descriptor, sync: true)
    if close(descriptor) != 0, code == 0 { code = errno }
    if code == 0, rename(temporary, file) != 0 { code = errno }
    if code != 0 { unlink(temporary) }
    return code
  }

  /// The system's words for `code`, e.g. `No space left on device`.
  static func systemReason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}

/// Writes every byte of `text`, resuming after an interrupted or partial write, then with
/// `sync` waits for the data to reach the disk (a full disk may only show then); returns 0, or
/// the system's error code.
private func writeAll(_ text: String, to descriptor: Int32, sync: Bool = false) -> Int32 {
  let bytes = Array(text.utf8)
  var done = 0
  while done < bytes.count {
    let result = bytes[done...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if result < 0, errno != EINTR { return errno }
    done += max(result, 0)
  }
  return sync && fsync(descriptor) != 0 ? errno : 0
}
