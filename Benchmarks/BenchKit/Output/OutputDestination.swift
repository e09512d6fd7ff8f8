import Foundation  // Glibc or Darwin with it

/// A place `pattern-bench` writes text to: an open descriptor, a regular file that may be
/// written or a new file in an existing folder, or `/dev/null`. Anything else (a folder, a
/// symbolic link, another device, a pipe, a socket) is refused and left alone, and so is a file
/// without a write permission bit, even for root.
///
/// - `-`, `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` (and on Linux `/proc/self/fd/N`) name a
///   descriptor the process already has open (recognised by name): the text is written
///   through it, in place, so `--output /dev/stdout >> log` appends to the log.
/// - `/dev/null` is opened and written, which discards the text.
/// - A file is written whole or not at all: into a short temporary file beside it, renamed over
///   it with its permissions; on failure the temporary file goes, and SIGINT, SIGTERM or SIGHUP
///   act only once it has gone (see ``SignalDeferral``). A file that a rename cannot replace
///   (a bind mount, `EBUSY`; another device, `EXDEV`; another user's file in a sticky folder,
///   `EPERM` or `EACCES`) is written in place instead.
///
/// ```swift
/// let output = try OutputDestination.check("results.json", option: "--output")  // before the run
/// try output.write(text)                                                        // after it
/// ```
public struct OutputDestination: Sendable, Equatable {
  /// The option that names the destination (`--output`, `--report`…).
  public let option: String
  /// The path as given; `-` for standard output.
  public let path: String

  /// How a destination is named in messages: the option and the path.
  public var label: String { path == "-" ? "standard output (\(option))" : "\(option) '\(path)'" }

  /// The open descriptor the path names, if it names one: 1 for `-`, `/dev/stdout` and
  /// `/dev/fd/1` (and `/proc/self/fd/1` on Linux), 2 for `/dev/stderr`…
  public var descriptor: Int32? { Self.descriptor(named: path) }

  /// The descriptor `path` names, by its spelling alone; `nil` for any other path.
  public static func descriptor(named path: String) -> Int32? {
    switch path {
    case "-", "/dev/stdout": return STDOUT_FILENO
    case "/dev/stderr": return STDERR_FILENO
    default:
      for prefix in descriptorFolders where path.hasPrefix(prefix) {
        let number = path.dropFirst(prefix.count)
        guard number.allSatisfy(\.isASCII), let descriptor = Int32(number), descriptor >= 0
        else { return nil }
        return descriptor
      }
      return nil
    }
  }

  /// The folders whose entries name a descriptor by its number: `/dev/fd/` everywhere, and on
  /// Linux `/proc/self/fd/` too (macOS has no `/proc`).
  #if os(Linux)
    static let descriptorFolders = ["/dev/fd/", "/proc/self/fd/"]
  #else
    static let descriptorFolders = ["/dev/fd/"]
  #endif

  /// The paths that name a descriptor, as `--help` lists them.
  static let descriptorPathsText =
    "/dev/stdout, /dev/stderr, "
    + descriptorFolders.map { $0 + "N" }.joined(separator: " and ")

  /// The device that discards what is written to it, written like a file.
  static let nullDevice = "/dev/null"

  /// Checks that `path` can be written, without writing anything.
  ///
  /// - Parameter option: The option that names it, for messages.
  /// - Throws: ``OutputError`` naming the destination and the problem.
  public static func check(_ path: String, option: String) throws(OutputError) -> Self {
    let destination = OutputDestination(option: option, path: path)
    if let descriptor = destination.descriptor {
      let flags = fcntl(descriptor, F_GETFL)
      guard flags != -1 else {
        if descriptor == STDOUT_FILENO { throw .standardOutputClosed(option: option) }
        throw destination.unusable("descriptor \(descriptor) is not open")
      }
      guard flags & O_ACCMODE != O_RDONLY else {
        throw destination.unusable("descriptor \(descriptor) is open for reading only")
      }
      return destination
    }
    if path == nullDevice { return destination }
    var status = stat()
    if lstat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFREG else {
        let kind = kinds[status.st_mode & S_IFMT] ?? "a device"
        throw destination.unusable("\(kind), not a regular file (standard output is -)")
      }
      guard status.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) != 0, access(path, W_OK) == 0 else {
        throw destination.unusable("a read-only file: make it writable or choose another path")
      }
    } else if errno != ENOENT || path.isEmpty {
      throw destination.unusable(path.isEmpty ? "an empty path" : systemReason(errno))
    }
    // The temporary file is made beside the file, so the folder must take it.
    let folder = destination.folder
    guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw destination.unusable("the folder '\(folder)' does not exist")
    }
    guard access(folder, W_OK | X_OK) == 0 else {
      throw destination.unusable("the folder '\(folder)' is not writable (\(systemReason(errno)))")
    }
    return destination
  }

  /// Writes `text`, checking the destination again first (it may have changed since).
  ///
  /// - Throws: ``OutputError``: ``OutputError/writeFailed(_:reason:)`` with the system's
  ///   reason (`No space left on device`, `Broken pipe`) when the write itself fails.
  public func write(_ text: String) throws(OutputError) {
    try write(text) { rename($0, $1) }
  }

  /// Writes `text`, replacing a file by `replacing` (`rename`; a test makes it fail).
  func write(_ text: String, replacing: (String, String) -> Int32) throws(OutputError) {
    _ = try Self.check(path, option: option)
    let code: Int32
    if let descriptor {
      fflush(nil)  // Anything `print` buffered goes first, in order.
      code = writeAll(text, to: descriptor)
    } else if path == Self.nullDevice {
      code = writeInPlace(text)
    } else {
      code = SignalDeferral.deferring { replace(with: text, replacing) }
    }
    if code != 0 { throw .writeFailed(label, reason: Self.systemReason(code)) }
  }

  /// Replaces the file through a temporary file beside it; returns 0 or the system's error code.
  private func replace(with text: String, _ replacing: (String, String) -> Int32) -> Int32 {
    // Short whatever the destination's name (which may be as long as a name can be), and
    // unique per process.
    let temporary = "\(folder)/.pattern-bench-\(getpid()).tmp"
    unlink(temporary)  // The leftover of a killed run with this process id, if any.
    // 0666 less the umask, as any program makes a file.
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return errno }
    var code: Int32 = 0
    var status = stat()
    let exists = stat(path, &status) == 0
    if exists {  // Keeps the permissions and, where allowed (root), the owner.
      _ = fchown(descriptor, status.st_uid, status.st_gid)
      if fchmod(descriptor, status.st_mode & 0o7777) != 0 { code = errno }
    }
    if code == 0 { code = writeAll(text, to: descriptor) }
    // A full disk may only show when the data reach it.
    if code == 0, fsync(descriptor) != 0 { code = errno }
    if close(descriptor) != 0, code == 0 { code = errno }
    if code == 0, replacing(temporary, path) != 0 {
      code = errno
      // The name cannot be replaced, but the file (checked writable) may still be written: a
      // bind mount (`EBUSY`), a name on another device (`EXDEV`), another user's file in a
      // sticky folder such as /tmp (`EPERM` on Linux, `EACCES` elsewhere).
      if exists, [EBUSY, EXDEV, EPERM, EACCES].contains(code) { code = writeInPlace(text) }
    }
    unlink(temporary)  // Gone after a rename; removed after a failure.
    return code
  }

  /// Writes the file through itself, from its start, truncated; returns 0 or the system's
  /// error code. Not atomic: for what a rename cannot replace, and for `/dev/null`.
  private func writeInPlace(_ text: String) -> Int32 {
    let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard descriptor >= 0 else { return errno }
    var code = writeAll(text, to: descriptor)
    var status = stat()
    let regular = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    if code == 0, regular, fsync(descriptor) != 0 { code = errno }
    if close(descriptor) != 0, code == 0 { code = errno }
    return code
  }

  /// The folder the path is in: `.` when it names none.
  var folder: String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  private func unusable(_ problem: String) -> OutputError {
    .unusable(option: option, path: path, problem: problem)
  }

  private static let kinds: [mode_t: String] = [
    S_IFDIR: "a folder", S_IFLNK: "a symbolic link", S_IFIFO: "a pipe", S_IFSOCK: "a socket",
  ]

  /// The system's words for `code`, e.g. `No space left on device`.
  static func systemReason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}

/// Writes every byte of `text`, resuming after an interrupted or partial write; returns 0, or
/// the system's error code.
private func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
  let bytes = Array(text.utf8)
  var done = 0
  while done < bytes.count {
    let result = bytes[done...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if result < 0, errno != EINTR { return errno }
    done += max(result, 0)
  }
  return 0
}
