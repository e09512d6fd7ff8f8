import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// What built and runs the benchmark, for the results' header.
enum BuildInfo {
  /// The toolchain as `swift --version` names it, else the compiler that built this.
  ///
  /// NB: a function, not a lazy global: it starts a process (``ChildProcess``), once per run.
  static func toolchain() -> String {
    if let line = ChildProcess.output(of: "swift", ["--version"])?.split(separator: "\n").first,
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
  }

  #if DEBUG
    static let configuration = "debug"
  #else
    static let configuration = "release"
  #endif

  /// The operating system and architecture: `macOS 15.3.1, arm64`, `Debian GNU/Linux 12…`.
  static var machine: String {
    #if arch(x86_64)
      let architecture = "x86_64"
    #elseif arch(arm64)
      let architecture = "arm64"
    #else
      let architecture = "unknown architecture"
    #endif
    #if os(macOS)
      let version = ProcessInfo.processInfo.operatingSystemVersion
      let patch = version.patchVersion == 0 ? "" : ".\(version.patchVersion)"
      let translation = sysctlInteger("sysctl.proc_translated") == 1 ? " under Rosetta" : ""
      return
        "macOS \(version.majorVersion).\(version.minorVersion)\(patch), \(architecture)\(translation)"
    #else
      // Linux: the distribution's name and version (from os-release).
      return "\(ProcessInfo.processInfo.operatingSystemVersionString), \(architecture)"
    #endif
  }

  /// The processors the process may use.
  static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// The kinds of core where there are several: `10 cores: 4 performance + 6 efficiency`.
  static let coreKinds: String? = {
    #if canImport(Darwin)
      guard let levels = sysctlInteger("hw.nperflevels"), levels > 1 else { return nil }
      var kinds: [String] = []
      var physical = 0
      var logical = 0
      for level in 0..<levels {
        guard let cores = sysctlInteger("hw.perflevel\(level).physicalcpu") else { return nil }
        let name = sysctlString("hw.perflevel\(level).name")?.lowercased() ?? "level \(level)"
        kinds.append("\(cores) \(name)")
        physical += cores
        logical += sysctlInteger("hw.perflevel\(level).logicalcpu") ?? cores
      }
      return "\(physical) cores: " + kinds.joined(separator: " + ")
        + (logical == physical ? "" : " (\(logical) threads)")
    #else
      return nil
    #endif
  }()

  /// The processor's model name (`Apple M2 Pro`), when the system says.
  static let cpuModel: String? = {
    #if canImport(Darwin)
      return sysctlString("machdep.cpu.brand_string")
    #elseif os(Linux)
      let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
      let line = info?.split(separator: "\n").first {
        $0.hasPrefix("model name") && $0.contains(":")
      }
      return line?.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
    #else
      return nil
    #endif
  }()

  /// Why allocations are not counted where they are not (see `AllocationCounter.c`).
  static let allocationsNotCountedReason = "the counter interposes glibc's malloc"

  /// The commit of the checkout it runs in, `-dirty` with changes (a function, as above).
  static func commit() -> String? {
    guard
      let head = ChildProcess.output(of: "git", ["rev-parse", "HEAD"])?
        .trimmingCharacters(in: .whitespacesAndNewlines), head.count == 40
    else { return nil }
    let status = ChildProcess.output(of: "git", ["status", "--porcelain", "--untracked-files=no"])
    return status?.isEmpty ?? true ? head : head + "-dirty"
  }

  /// The current time, ISO 8601.
  static func now() -> String { ISO8601DateFormatter().string(from: Date()) }

  #if canImport(Darwin)
    /// A string value of `sysctlbyname`, if the system has the name.
    private static func sysctlString(_ name: String) -> String? {
      var size = 0
      guard sysctlbyname(name, nil, &size, nil, 0) == 0, size > 0 else { return nil }
      var bytes = [UInt8](repeating: 0, count: size)
      guard sysctlbyname(name, &bytes, &size, nil, 0) == 0 else { return nil }
      let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        .trimmingCharacters(in: .whitespaces)
      return text.isEmpty ? nil : text
    }

    /// A 32-bit integer value of `sysctlbyname`, if the system has the name.
    private static func sysctlInteger(_ name: String) -> Int? {
      var value: Int32 = 0
      var size = MemoryLayout<Int32>.size
      guard sysctlbyname(name, &value, &size, nil, 0) == 0 else { return nil }
      return Int(value)
    }
  #endif
}

/// The thread that times the benchmark: the main thread, in a worker as in the parent.
enum MeasuringThread {
  /// Asks to keep the calling thread on the fastest cores; returns the system's reason if not.
  ///
  /// NB: on Darwin, user-interactive quality of service keeps it off Apple silicon's efficiency
  /// cores (about half as fast); elsewhere every core is of one kind here.
  static func preferPerformanceCores() -> String? {
    #if canImport(Darwin)
      let result = pthread_set_qos_class_self_np(QOS_CLASS_USER_INTERACTIVE, 0)
      return result == 0 ? nil : OutputDestination.systemReason(result)
    #else
      return nil
    #endif
  }
}
