import Foundation

/// Reads a JSON book file, decodes it with `JSONDecoder`, and turns every way that can fail into
/// a ``JSONRepositoryError`` that names the file, the place in it and the problem.
enum BookFile {
  /// Reads and decodes the file at `url`, refusing files larger than `maximumSize` bytes.
  static func load(from url: URL, maximumSize: Int) throws(JSONRepositoryError) -> [Book] {
    try books(in: try contents(of: url, maximumSize: maximumSize), from: url)
  }

  /// Decodes the contents `data` of the file at `url`, which errors name.
  static func books(in data: Data, from url: URL) throws(JSONRepositoryError) -> [Book] {
    // JSON's white space only, after a UTF-8 byte-order mark if there is one.
    let text = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
    if text.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
      throw JSONRepositoryError(url: url, problem: .emptyFile)
    }
    do {
      return try JSONDecoder().decode([Book].self, from: data)
    } catch {
      throw JSONRepositoryError(decoding: error, of: data, from: url)
    }
  }

  /// The whole file, read once; named problems for everything that is not a readable regular
  /// file of at most `maximumSize` bytes.
  private static func contents(of url: URL, maximumSize: Int) throws(JSONRepositoryError) -> Data {
    func failure(_ problem: JSONRepositoryError.Problem) -> JSONRepositoryError {
      JSONRepositoryError(url: url, problem: problem)
    }
    guard url.isFileURL else {
      throw failure(.unreadable("it is not a file URL"))
    }
    let path = url.path(percentEncoded: false)
    // NB: O_NONBLOCK so that opening a named pipe returns at once instead of waiting for a
    // writer; fstat then rejects it. Reading a regular file ignores the flag.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw failure(openProblem(errno, path: path))
    }
    let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    // Checked on the open file, not the path, so the file cannot change in between.
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw failure(.unreadable(String(cString: strerror(errno))))
    }
    if let kind = kind(of: status) {
      throw failure(.notARegularFile(kind))
    }
    guard status.st_size <= maximumSize else {
      throw failure(.tooLarge(byteCount: Int(status.st_size), limit: maximumSize))
    }
    let data: Data
    do {
      // One byte more than the limit tells a file that grew since fstat. NB: a limit of
      // `Int.max` ("no limit") reads up to it: one more would overflow.
      let (readLimit, overflows) = maximumSize.addingReportingOverflow(1)
      data = try file.read(upToCount: overflows ? maximumSize : readLimit) ?? Data()
    } catch {
      throw failure(.unreadable(error.localizedDescription))
    }
    guard data.count <= maximumSize else {
      throw failure(.tooLarge(byteCount: data.count, limit: maximumSize))
    }
    return data
  }

  /// The problem for an `open` that failed with `code`.
  private static func openProblem(_ code: Int32, path: String) -> JSONRepositoryError.Problem {
    switch code {
    case ENOENT:
      return .missingFile
    case ELOOP:
      return .symbolicLinkLoop
    case EACCES, EPERM:
      return .permissionDenied
    case ENOTDIR:
      return .unreadable("a part of the path is not a directory")
    case ENAMETOOLONG:
      return .unreadable("the path is too long")
    default:
      // Such as a socket, which open refuses with ENXIO: name the kind when stat can tell it.
      var status = stat()
      if stat(path, &status) == 0, let kind = kind(of: status) {
        return .notARegularFile(kind)
      }
      return .unreadable(String(cString: strerror(code)))
    }
  }

  /// The kind of what `status` describes, or `nil` for a regular file.
  private static func kind(of status: stat) -> JSONRepositoryError.FileKind? {
    switch status.st_mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: .directory
    case S_IFCHR, S_IFBLK: .device
    case S_IFIFO: .namedPipe
    case S_IFSOCK: .socket
    default: .other
    }
  }
}
