import Foundation

/// What built and runs the benchmark, for the results' header.
enum BuildInfo {
  /// The toolchain, as `swift --version` names it (`Swift version 6.3.1 (swift-6.3.1-RELEASE)`)
  /// when the `swift` on the path can be asked; otherwise the compiler the code was built with.
  static let toolchain: String = {
    if let line = run("swift", ["--version"])?.split(separator: "\n").first,
      line.contains("Swift version")
    {
      return String(line).trimmingCharacters(in: .whitespaces)
    }
    #if compiler(>=7.0)
      return "Swift 7.0 or later"
    #elseif compiler(>=6.3)
      return "Swift 6.3"
    #else
      return "Swift 6"
    #endif
  }()

  /// `release` or `debug`.
  static var configuration: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

  /// The operating system and architecture.
  static var machine: String {
    let info = ProcessInfo.processInfo
    #if arch(x86_64)
      let architecture = "x86_64"
    #elseif arch(arm64)
      let architecture = "arm64"
    #else
      let architecture = "unknown architecture"
    #endif
    return "\(info.operatingSystemVersionString), \(architecture)"
  }

  /// The processors the process may use.
  static var cores: Int {
    ProcessInfo.processInfo.activeProcessorCount
  }

  /// The processor's model name from `/proc/cpuinfo` (Linux) or `sysctl` (macOS), if any.
  static let cpuModel: String? = {
    if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) {
      for line in info.split(separator: "\n") where line.hasPrefix("model name") {
        if let colon = line.firstIndex(of: ":") {
          return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
      }
    }
    return run("sysctl", ["-n", "machdep.cpu.brand_string"])?
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }()

  /// The commit of the git checkout the benchmark runs in, `-dirty` when it has changes.
  static let commit: String? = {
    guard
      let head = run("git", ["rev-parse", "HEAD"])?
        .trimmingCharacters(in: .whitespacesAndNewlines), head.count == 40
    else { return nil }
    let status = run("git", ["status", "--porcelain", "--untracked-files=no"]) ?? ""
    return status.isEmpty ? head : head + "-dirty"
  }()

  /// The current time, ISO 8601.
  static func now() -> String {
    ISO8601DateFormatter().string(from: Date())
  }

  /// Runs `command` found on the path and returns its standard output, or `nil` if it could
  /// not run or failed.
  private static func run(_ command: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [command] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
