import Foundation

/// What built and runs the benchmark, for the report's header.
enum BuildInfo {
  /// The compiler that built this code, to the minor version.
  static var toolchain: String {
    #if compiler(>=7.0)
      "Swift 7.0 or later"
    #elseif compiler(>=6.3)
      "Swift 6.3"
    #elseif compiler(>=6.2)
      "Swift 6.2"
    #else
      "Swift 6"
    #endif
  }

  /// `release` or `debug`.
  static var configuration: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

  /// The operating system, architecture and processor count.
  static var machine: String {
    let info = ProcessInfo.processInfo
    #if arch(x86_64)
      let architecture = "x86_64"
    #elseif arch(arm64)
      let architecture = "arm64"
    #else
      let architecture = "unknown architecture"
    #endif
    return
      "\(info.operatingSystemVersionString), \(architecture), \(info.activeProcessorCount) cores"
  }

  /// The current time, ISO 8601.
  static func now() -> String {
    ISO8601DateFormatter().string(from: Date())
  }
}
