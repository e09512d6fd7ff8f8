import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a JSON book file and turns every way it can fail into a ``JSONRepositoryError`` that
/// names the file, the place in it and the problem.
///
/// Memory: the file is read once into one `Data` of its size, and the parser reads that in place,
/// so a load needs the file plus its books, on success and on failure alike.
enum BookFile {
  /// Reads and parses the file at `url`, refusing files larger than `maximumSize` bytes.
  static func load(from url: URL, maximumSize: Int) throws(JSONRepositoryError) -> [Book] {
    let data = try contents(of: url, maximumSize: maximumSize)
    let (text, start) = try utf8Text(of: data, url: url)
    return try books(in: text, start: start, url: url)
  }

  /// Parses UTF-8 JSON text from byte `start` on; errors name `url`.
  static func books(in text: Data, start: Int = 0, url: URL) throws(JSONRepositoryError) -> [Book] {
    let result = text.withUnsafeBytes {
      (raw: UnsafeRawBufferPointer) -> Result<[Book], JSONRepositoryError> in
      raw.withMemoryRebound(to: UInt8.self) { bytes in
        var parser = BookJSONParser(bytes: bytes, start: start)
        do throws(BookJSONParser.Failure) {
          return .success(try parser.parseBooks())
        } catch {
          let location =
            error.problem == .emptyFile
            ? nil : Self.location(of: error, in: bytes, start: start)
          return .failure(
            JSONRepositoryError(url: url, problem: error.problem, location: location))
        }
      }
    }
    return try result.get()
  }

  /// The line and column of a parser's failure, counted from `start`, with its book and field.
  private static func location(
    of failure: BookJSONParser.Failure,
    in bytes: UnsafeBufferPointer<UInt8>,
    start: Int
  ) -> JSONRepositoryError.Location {
    var line = 1
    var lineStart = start
    for index in start..<failure.offset where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    // Columns count characters: every byte but UTF-8 continuation bytes starts one.
    let column = 1 + bytes[lineStart..<failure.offset].count { $0 & 0xC0 != 0x80 }
    return JSONRepositoryError.Location(
      line: line, column: column, byteOffset: failure.offset, bookIndex: failure.bookIndex,
      field: failure.field)
  }

  /// The file's text as UTF-8 and where the JSON starts in it (after a UTF-8 byte-order mark).
  ///
  /// A UTF-16 or UTF-32 file, which `JSONDecoder` also reads, is transcoded to UTF-8 first; it
  /// is recognised by its byte-order mark or, without one, by the zero bytes that ASCII
  /// characters have in those encodings (the first character of JSON text is ASCII).
  private static func utf8Text(of data: Data, url: URL) throws(JSONRepositoryError) -> (
    Data, Int
  ) {
    let head = Array(data.prefix(4))
    let marks: [([UInt8], String.Encoding, String)] = [
      ([0xEF, 0xBB, 0xBF], .utf8, "UTF-8"),
      ([0x00, 0x00, 0xFE, 0xFF], .utf32BigEndian, "UTF-32 (big-endian)"),
      ([0xFF, 0xFE, 0x00, 0x00], .utf32LittleEndian, "UTF-32 (little-endian)"),
      ([0xFE, 0xFF], .utf16BigEndian, "UTF-16 (big-endian)"),
      ([0xFF, 0xFE], .utf16LittleEndian, "UTF-16 (little-endian)"),
    ]
    var encoding = String.Encoding.utf8
    var name = "UTF-8"
    var markLength = 0
    if let mark = marks.first(where: { head.starts(with: $0.0) }) {
      (encoding, name, markLength) = (mark.1, mark.2, mark.0.count)
    } else if head.count == 4, head[0] == 0, head[1] == 0, head[2] == 0, head[3] != 0 {
      (encoding, name) = (.utf32BigEndian, "UTF-32 (big-endian)")
    } else if head.count == 4, head[0] != 0, head[1] == 0, head[2] == 0, head[3] == 0 {
      (encoding, name) = (.utf32LittleEndian, "UTF-32 (little-endian)")
    } else if head.count >= 2, head[0] == 0, head[1] != 0 {
      (encoding, name) = (.utf16BigEndian, "UTF-16 (big-endian)")
    } else if head.count >= 2, head[0] != 0, head[1] == 0 {
      (encoding, name) = (.utf16LittleEndian, "UTF-16 (little-endian)")
    }
    guard encoding != .utf8 else { return (data, markLength) }
    guard let text = String(data: data.dropFirst(markLength), encoding: encoding) else {
      throw JSONRepositoryError(
        url: url,
        problem: .malformedJSON("the file starts like \(name) text but is not valid \(name)"))
    }
    return (Data(text.utf8), 0)
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
    defer { close(descriptor) }
    // Checked on the open file, not the path, so the file cannot change in between.
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw failure(.unreadable(describe(errno)))
    }
    if let kind = kind(of: status) {
      throw failure(.notARegularFile(kind))
    }
    let size = Int(status.st_size)
    guard size <= maximumSize else {
      throw failure(.tooLarge(byteCount: size, limit: maximumSize))
    }
    // One byte more than the file, so the read that finds its end needs no larger buffer.
    var data = Data(count: size + 1)
    var filled = 0
    while true {
      if filled == data.count {
        // The file grew since fstat: read on in steps, within the limit.
        guard filled <= maximumSize else {
          throw failure(.tooLarge(byteCount: filled, limit: maximumSize))
        }
        data.count += 64 * 1024
      }
      let count = data.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
      }
      if count > 0 {
        filled += count
      } else if count == 0 {
        break
      } else if errno != EINTR {
        throw failure(.unreadable(describe(errno)))
      }
    }
    guard filled <= maximumSize else {
      throw failure(.tooLarge(byteCount: filled, limit: maximumSize))
    }
    data.count = filled
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
      return .unreadable(describe(code))
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

  /// The system's description of an `errno` value, such as "Input/output error".
  private static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
