import Foundation

/// Writes `contents` to a file called `name` in a new temporary directory and returns its URL.
///
/// Callers remove the directory with ``removeTemporaryDirectory(of:)``.
func temporaryFile(named name: String, contents: String) throws -> URL {
  let directory = FileManager.default.temporaryDirectory
    .appending(path: "ServicesTests-\(UUID().uuidString)", directoryHint: .isDirectory)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let url = directory.appending(path: name)
  try Data(contents.utf8).write(to: url)
  return url
}

/// Removes the temporary directory that holds `file`.
func removeTemporaryDirectory(of file: URL) {
  try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
}
