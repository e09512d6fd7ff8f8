import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fresh folder under `/tmp` (or the system's temporary folder where `/tmp` is not writable),
/// removed when the value goes.
///
/// NB: `/tmp` rather than `TMPDIR`, so that a Unix-domain socket in the folder fits `sun_path`
/// (104 bytes on Darwin, 108 on Linux): Darwin's `TMPDIR` (`/var/folders/…/T/`) leaves only a
/// few bytes for the folder and the socket's name. Links are resolved (`/tmp` is
/// `/private/tmp` on macOS), so the paths the tests expect are the paths the system reports.
final class TemporaryFolder {
  let url: URL

  init() throws {
    let base =
      access("/tmp", W_OK | X_OK) == 0
      ? URL(fileURLWithPath: "/tmp").resolvingSymlinksInPath()
      : FileManager.default.temporaryDirectory
    url = base.appendingPathComponent("bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }

  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: url.appendingPathComponent(name))
  }

  func read(_ name: String) throws -> String {
    try String(contentsOfFile: path(name), encoding: .utf8)
  }

  func exists(_ name: String) -> Bool {
    var status = stat()
    return lstat(path(name), &status) == 0
  }

  func link(_ name: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(atPath: path(name), withDestinationPath: target)
  }

  /// The file type bits (`S_IFREG`, `S_IFIFO`…) of `name`, without following a link.
  func fileType(_ name: String) -> mode_t? {
    var status = stat()
    guard lstat(path(name), &status) == 0 else { return nil }
    return status.st_mode & S_IFMT
  }

  /// A Unix-domain socket bound at `name`; the caller closes the descriptor it returns.
  func makeSocket(_ name: String) throws -> Int32 {
    #if canImport(Glibc)
      let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path(name).utf8CString)
    // A path longer than `sun_path` (its terminating NUL included) would be cut short and the
    // socket bound somewhere else: refuse it.
    guard bytes.count <= MemoryLayout.size(ofValue: address.sun_path) else {
      close(descriptor)
      throw POSIXError(.ENAMETOOLONG)
    }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in bytes.enumerated() {
        buffer[index] = UInt8(bitPattern: byte)
      }
    }
    let bound = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0 else {
      close(descriptor)
      throw POSIXError(.EIO)
    }
    return descriptor
  }

  /// The inode of `name`: the same file keeps it, a replaced one gets another.
  func inode(_ name: String) -> ino_t? {
    var status = stat()
    guard stat(path(name), &status) == 0 else { return nil }
    return status.st_ino
  }

  /// The names in the folder, sorted.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }
}

/// What was written to the FIFO whose read end is `descriptor` (opened `O_NONBLOCK`), read once
/// every writer has closed it.
func readAll(fromFIFO descriptor: Int32) -> String {
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while case let count = read(descriptor, &buffer, buffer.count), count > 0 {
    bytes += buffer.prefix(count)
  }
  return String(decoding: bytes, as: UTF8.self)
}
