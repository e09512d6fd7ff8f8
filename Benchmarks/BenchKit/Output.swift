import Foundation  // Glibc or Darwin with it

/// A place the command writes text to, checked before the run and again at the write.
struct OutputDestination: Sendable, Equatable {
  /// A standard stream by descriptor; a FIFO or `/dev/null` in place; a regular file, new or
  /// not, replaced through a temporary file.
  enum Kind: Sendable, Equatable {
    case stream(Int32)
    case inPlace, file
  }

  let option: String
  /// The path as given; `-` for standard output.
  let path: String
  let kind: Kind
  /// The path with every link resolved (a new file's name in its folder's real path).
  let file: String

  static let nullDevice = "/dev/null"

  /// The standard stream `path` names by its spelling alone, if it names one.
  static func stream(named path: String) -> Int32? {
    ["-": STDOUT_FILENO, "/dev/stdout": STDOUT_FILENO, "/dev/stderr": STDERR_FILENO][path]
  }

  /// Checks that `path` can be written, without writing anything.
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
    if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, stat(path, &status) != 0 {
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

  /// `path` with every link resolved (`..` after a link as the system resolves it), else the real
  /// path of its folder and its name; `nil` when the folder does not exist.
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

  /// What `path` names, to tell whether two options name one file; `nil` for `/dev/null`, which
  /// takes any number.
  static func identity(of path: String) -> String? {
    if path == nullDevice { return nil }
    if let stream = stream(named: path) { return "stream \(stream)" }
    return resolved(path) ?? URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// The folder of `path`: `.` when it names none.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Writes `text`, checking the destination again first (it may have changed since).
  func write(_ text: String, closed: Set<Int32> = []) throws(OutputError) {
    let now = try Self.check(path, option: option, closed: closed)
    var code: Int32
    switch now.kind {
    case .stream(let descriptor):
      fflush(nil)  // Anything `print` buffered goes first, in order.
      code = writeAll(text, to: descriptor)
    case .inPlace:
      let descriptor = open(now.file, O_WRONLY | O_TRUNC | O_CLOEXEC)
      code = descriptor < 0 ? errno : writeAll(text, to: descriptor)
      if descriptor >= 0, close(descriptor) != 0, code == 0 { code = errno }
    case .file:
      // Short whatever the file's name, which may be as long as a name can be; made 0666 less
      // the umask, as any program makes a file.
      let temporary =
        "\(Self.folder(of: now.file))/.pattern-bench-\(getpid())-\(UUID().uuidString).tmp"
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      code = descriptor < 0 ? errno : writeAll(text, to: descriptor, sync: true)
      if descriptor >= 0 {
        if close(descriptor) != 0, code == 0 { code = errno }
        if code == 0, rename(temporary, now.file) != 0 { code = errno }
        if code != 0 { unlink(temporary) }
      }
    }
    guard code != 0 else { return }
    let label = path == "-" ? "standard output (\(option))" : "\(option) '\(path)'"
    throw .writeFailed(label, reason: Self.systemReason(code))
  }

  /// The system's words for `code`, e.g. `No space left on device`.
  static func systemReason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// Writes every byte of `text`, then with `sync` waits for the disk (a full disk may only show
/// then); returns 0, or the system's error code.
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

/// A destination that cannot be written; its description names it and the problem.
enum OutputError: Error, Equatable, CustomStringConvertible {
  /// The path cannot be written (a folder, a link to nothing, a read-only file…).
  case unusable(option: String, path: String, problem: String)
  /// A standard stream (1 or 2) is closed, and something was to be written there.
  case streamClosed(option: String, descriptor: Int32)
  /// A write failed: the destination and the system's reason.
  case writeFailed(String, reason: String)

  var description: String {
    switch self {
    case .unusable(let option, let path, let problem):
      "\(option) '\(path)' cannot be written: \(problem)"
    case .streamClosed(let option, let descriptor):
      "\(option): standard \(descriptor == 2 ? "error" : "output") (descriptor \(descriptor)) "
        + "is closed; give a file with --output"
    case .writeFailed(let destination, let reason): "could not write \(destination): \(reason)"
    }
  }

  /// ``BenchExit/usage`` for a destination that cannot be used, else ``BenchExit/ioFailure``.
  var exitStatus: Int32 {
    if case .unusable = self { BenchExit.usage } else { BenchExit.ioFailure }
  }
}

/// The three standard descriptors of the command's process.
enum StandardStreams {
  /// Opens `/dev/null` on each standard descriptor (0, 1, 2) that is not open, and returns those
  /// that were closed.
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

  /// Sends what is written to standard output to standard error until the function it returns
  /// gives standard output back.
  static func divertOutput() -> () -> Void {
    fflush(nil)  // Every stdio stream, standard output among them.
    let saved = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
    dup2(STDERR_FILENO, STDOUT_FILENO)
    return {
      fflush(nil)
      guard saved >= 0 else { return }
      dup2(saved, STDOUT_FILENO)
      close(saved)
    }
  }
}

/// The files a run writes, each checked before the run so that a bad one costs nothing.
struct BenchOutputs: Sendable {
  private var outputs: [(destination: OutputDestination, text: @Sendable (BenchResults) -> String)]
  private let closed: Set<Int32>

  /// Checks every destination that `options` names, and standard output when the results go there.
  init(options: BenchOptions, command: String = "pattern-bench", closed: Set<Int32> = [])
    throws(OutputError)
  {
    let (format, page) = (options.format, options.writeResults ?? "")
    let results = options.output == nil ? "the results" : "--output"
    let named: [(String?, String, @Sendable (BenchResults) -> String)] = [
      (options.resultsPath, results, { Self.render($0, format) }),
      (options.report, "--report", { HTMLReport(results: $0).render() }),
      (options.saveBaseline, "--save-baseline", { $0.json }),
      (
        options.writeResults, "--write-results",
        { ResultsFile.document(for: $0, path: page, command: command) }
      ),
    ]
    (outputs, self.closed) = ([], closed)
    for case (let path?, let option, let text) in named {
      outputs.append((try OutputDestination.check(path, option: option, closed: closed), text))
    }
  }

  /// Writes every output, each whatever befell the others; says when it wrote the results page.
  func write(_ results: BenchResults, say: (String) -> Void) -> Bool {
    var written = true
    for (destination, text) in outputs {
      do {
        try destination.write(text(results), closed: closed)
        if destination.option == "--write-results" { say("wrote \(destination.path)") }
      } catch {
        say(error.description)
        written = false
      }
    }
    return written
  }

  static func render(_ results: BenchResults, _ format: BenchOptions.Format) -> String {
    switch format {
    case .table: TableText.terminal(Document(results: results))
    case .markdown: TableText.markdown(Document(results: results))
    case .json: results.json
    case .csv: CSV(results: results).render()
    }
  }
}

/// Reads the files `pattern-bench` takes as inputs up to a limit, so a pipe or a process
/// substitution (`--compare <(git show main:base.json)`) reads like a file, and one that never ends
/// (`/dev/zero`) is refused once past the limit instead of filling the memory.
enum InputFile {
  /// Every byte of the file at `path`, which may hold at most `limit` bytes.
  static func data(at path: String, option: String, limit: Int) throws(InputFileError) -> Data {
    func unreadable(_ reason: String) -> InputFileError {
      .unreadable(option: option, path: path, reason: reason)
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw unreadable(OutputDestination.systemReason(errno)) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw unreadable("a folder, not a file")
    }
    // NB: one byte past the limit tells a file of exactly `limit` bytes from a longer one.
    let data: Data
    do { data = try handle.read(upToCount: limit < Int.max ? limit + 1 : limit) ?? Data() } catch {
      throw unreadable(error.localizedDescription)
    }
    guard data.count <= limit else { throw .tooLarge(option: option, path: path, limit: limit) }
    return data
  }

  /// The text of the file at `path`, which must be UTF-8 and hold at most `limit` bytes.
  static func text(at path: String, option: String, limit: Int) throws(InputFileError) -> String {
    let data = try data(at: path, option: option, limit: limit)
    guard let text = String(validating: data, as: UTF8.self) else {
      throw .notText(option: option, path: path)
    }
    return text
  }
}

/// An input file that cannot be read; its description names the option, the file and why.
enum InputFileError: Error, Equatable, CustomStringConvertible {
  /// The file cannot be read, for the system's reason (or: a folder, not a file).
  case unreadable(option: String, path: String, reason: String)
  case notText(option: String, path: String)
  /// The file holds more than `limit` bytes (or never ends: a device, an endless pipe).
  case tooLarge(option: String, path: String, limit: Int)

  var description: String {
    switch self {
    case .unreadable(let option, let path, let reason): "\(option) cannot read '\(path)': \(reason)"
    case .notText(let option, let path): "\(option) cannot read '\(path)': not UTF-8 text"
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
