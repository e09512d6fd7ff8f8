import Foundation  // Glibc or Darwin with it

/// A place `pattern-bench` writes text to, checked before the run and again at the write. What
/// each kind of path gets is stated once, in `--help` ("Every FILE written…").
///
/// ```swift
/// let output = try OutputDestination.check("results.json", option: "--output")  // before the run
/// try output.write(text)                                                        // after it
/// ```
struct OutputDestination: Sendable, Equatable {
  /// The option that names the destination (`--output`, `--report`…).
  let option: String
  /// The path as given; `-` for standard output.
  let path: String
  /// The file a symbolic link at the path leads to, if it is one.
  var linkTarget: String?
  /// Whether the file is a FIFO or `/dev/null`, written in place.
  var isInPlace = false

  /// The file written: the path, or the file the link at the path leads to.
  var file: String { linkTarget ?? path }
  /// The folder of the file written, where its temporary file goes: `.` when it names none.
  var folder: String {
    guard let slash = file.lastIndex(of: "/") else { return "." }
    return slash == file.startIndex ? "/" : String(file[..<slash])
  }
  /// How a destination is named in messages: the option and the path.
  var label: String { path == "-" ? "standard output (\(option))" : "\(option) '\(path)'" }
  /// The open descriptor the path names, if it names one.
  var descriptor: Int32? { Self.descriptor(named: path) }

  /// The descriptor `path` names by its spelling alone: 1 for `-`, `/dev/stdout`, `/dev/fd/1`
  /// (and `/proc/self/fd/1` on Linux), 2 for `/dev/stderr`…; `nil` for any other path.
  static func descriptor(named path: String) -> Int32? {
    if path == "-" || path == "/dev/stdout" { return STDOUT_FILENO }
    if path == "/dev/stderr" { return STDERR_FILENO }
    guard let folder = descriptorFolders.first(where: path.hasPrefix),
      let number = Int32(path.dropFirst(folder.count)), number >= 0
    else { return nil }
    return number
  }

  #if os(Linux)
    static let descriptorFolders = ["/dev/fd/", "/proc/self/fd/"]
  #else
    static let descriptorFolders = ["/dev/fd/"]  // macOS has no /proc.
  #endif
  /// The paths that name a descriptor, as `--help` lists them.
  static let descriptorPathsText =
    "/dev/stdout, /dev/stderr, " + descriptorFolders.map { $0 + "N" }.joined(separator: " and ")
  static let nullDevice = "/dev/null"

  /// Checks that `path` can be written, without writing anything.
  ///
  /// - Throws: ``OutputError`` naming the destination (`option` and `path`) and the problem.
  static func check(_ path: String, option: String) throws(OutputError) -> Self {
    var destination = OutputDestination(option: option, path: path)
    func unusable(_ problem: String) -> OutputError {
      .unusable(option: option, path: path, problem: problem)
    }
    var status = stat()
    if let descriptor = destination.descriptor {
      let flags = fcntl(descriptor, F_GETFL)
      if flags == -1, descriptor == STDOUT_FILENO { throw .standardOutputClosed(option: option) }
      guard flags != -1, flags & O_ACCMODE != O_RDONLY else {
        throw unusable(
          "descriptor \(descriptor) is \(flags == -1 ? "not open" : "open for reading only")")
      }
      return destination
    }
    if path.isEmpty { throw unusable("an empty path") }
    if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
      guard let target = realpath(path, nil) else {
        let code = errno  // Before the link is read, which may set it.
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? ""
        throw unusable(
          code == ENOENT ? "a symbolic link to nothing ('\(target)')" : systemReason(code))
      }
      destination.linkTarget = String(cString: target)
      free(target)
    }
    if stat(destination.file, &status) == 0 {
      let kind = status.st_mode & S_IFMT
      destination.isInPlace = kind == S_IFIFO || destination.file == nullDevice
      guard kind == S_IFREG || destination.isInPlace else {
        let kind = [S_IFDIR: "a folder", S_IFSOCK: "a socket"][kind] ?? "a device"
        throw unusable("\(kind), not a regular file (standard output is -)")
      }
      guard status.st_mode & 0o222 != 0, access(destination.file, W_OK) == 0 else {
        throw unusable("a read-only file: make it writable or choose another path")
      }
      if destination.isInPlace { return destination }
    } else if errno != ENOENT {
      throw unusable(systemReason(errno))
    }
    // The temporary file is made beside the file, so the folder must take it.
    let folder = destination.folder
    guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw unusable("the folder '\(folder)' does not exist")
    }
    guard access(folder, W_OK | X_OK) == 0 else {
      throw unusable("the folder '\(folder)' is not writable (\(systemReason(errno)))")
    }
    return destination
  }

  /// Writes `text`, checking the destination again first (it may have changed since); a file
  /// is replaced by `replacing` (`rename`; a test makes it fail).
  ///
  /// - Throws: ``OutputError``, with the system's reason (`No space left on device`, `Broken
  ///   pipe`) when the write itself fails.
  func write(
    _ text: String, replacing: (String, String) -> Int32 = { rename($0, $1) }
  ) throws(OutputError) {
    let now = try Self.check(path, option: option)
    let code: Int32
    if let descriptor {
      fflush(nil)  // Anything `print` buffered goes first, in order.
      code = writeAll(text, to: descriptor)
    } else if now.isInPlace {
      code = now.writeInPlace(text)
    } else {
      code = SignalDeferral.deferring { now.replace(with: text, replacing) }
    }
    if code != 0 { throw .writeFailed(label, reason: Self.systemReason(code)) }
  }

  /// Replaces the file through a temporary file beside it; returns 0 or the system's error code.
  private func replace(with text: String, _ replacing: (String, String) -> Int32) -> Int32 {
    // Short whatever the file's name, which may be as long as a name can be.
    let temporary = "\(folder)/.pattern-bench-\(getpid()).tmp"
    unlink(temporary)  // The leftover of a killed run with this process id, if any.
    // 0666 less the umask, as any program makes a file.
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return errno }
    var code: Int32 = 0
    var status = stat()
    let exists = stat(file, &status) == 0
    if exists {  // Keeps the permissions and, where allowed (root), the owner.
      _ = fchown(descriptor, status.st_uid, status.st_gid)
      if fchmod(descriptor, status.st_mode & 0o7777) != 0 { code = errno }
    }
    if code == 0 { code = writeAll(text, to: descriptor, sync: true) }
    if close(descriptor) != 0, code == 0 { code = errno }
    if code == 0 { SignalDeferral.pauseIfTested() }
    if code == 0, replacing(temporary, file) != 0 {
      code = errno
      // The name cannot be replaced, but the file (checked writable) may still be written.
      if exists, [EBUSY, EXDEV, EPERM, EACCES].contains(code) { code = writeInPlace(text) }
    }
    unlink(temporary)  // Gone after a rename; removed after a failure.
    return code
  }

  /// Writes the file through itself, truncated; returns 0 or the system's error code.
  private func writeInPlace(_ text: String) -> Int32 {
    let descriptor = open(file, O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard descriptor >= 0 else { return errno }
    let code = writeAll(text, to: descriptor, sync: !isInPlace)
    return close(descriptor) != 0 && code == 0 ? errno : code
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
