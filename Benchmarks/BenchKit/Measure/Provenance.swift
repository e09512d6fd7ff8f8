import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// What built and runs the benchmark, for the results' header.
enum BuildInfo {
  /// The toolchain, as `swift --version` names it (`Swift version 6.3.1 (swift-6.3.1-RELEASE)`)
  /// when the `swift` on the path can be asked; otherwise the compiler the code was built with.
  ///
  /// A function, not a lazy global: it starts a process (see ``ChildProcess``), once per run.
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

  /// `release` or `debug`.
  static var configuration: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

  /// The operating system and architecture: `macOS 15.3.1, arm64` (with `under Rosetta` when
  /// an x86_64 build is translated), or the distribution on Linux (`Debian GNU/Linux 12
  /// (bookworm), x86_64`).
  static var machine: String {
    let info = ProcessInfo.processInfo
    #if arch(x86_64)
      let architecture = "x86_64"
    #elseif arch(arm64)
      let architecture = "arm64"
    #else
      let architecture = "unknown architecture"
    #endif
    #if os(macOS)
      let version = info.operatingSystemVersion
      let system =
        "macOS \(version.majorVersion).\(version.minorVersion)"
        + (version.patchVersion == 0 ? "" : ".\(version.patchVersion)")
      let translation = sysctlInteger("sysctl.proc_translated") == 1 ? " under Rosetta" : ""
    #else
      // Linux: the distribution's name and version (from os-release).
      let system = info.operatingSystemVersionString
      let translation = ""
    #endif
    return "\(system), \(architecture)\(translation)"
  }

  /// The processors the process may use.
  static var cores: Int {
    ProcessInfo.processInfo.activeProcessorCount
  }

  /// The kinds of core, where the processor has several (Apple silicon): `10 cores: 4
  /// performance + 6 efficiency`, from `hw.nperflevels` and `hw.perflevelN.*`; `nil` elsewhere.
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

  /// The processor's model name: `machdep.cpu.brand_string` on Darwin (`Apple M2 Pro`), the
  /// first `model name` of `/proc/cpuinfo` on Linux; `nil` when the system does not say.
  static let cpuModel: String? = {
    #if canImport(Darwin)
      return sysctlString("machdep.cpu.brand_string")
    #elseif os(Linux)
      guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
        return nil
      }
      for line in info.split(separator: "\n") where line.hasPrefix("model name") {
        if let colon = line.firstIndex(of: ":") {
          return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
      }
      return nil
    #else
      return nil
    #endif
  }()

  /// Why allocations are not counted where they are not, for the provenance and `--help`.
  ///
  /// The truth is in `AllocationCounter.c`: it defines `malloc` & co in the executable and
  /// forwards to glibc's `__libc_malloc`, which replaces the allocator of every library only
  /// with glibc; Darwin's libraries bind `malloc` to libSystem's, which no definition in the
  /// executable replaces.
  static let allocationsNotCountedReason = "the counter interposes glibc's malloc"

  /// The commit of the git checkout the benchmark runs in, `-dirty` when it has changes.
  ///
  /// A function, not a lazy global: it starts processes (see ``ChildProcess``), once per run.
  static func commit() -> String? {
    guard
      let head = ChildProcess.output(of: "git", ["rev-parse", "HEAD"])?
        .trimmingCharacters(in: .whitespacesAndNewlines), head.count == 40
    else { return nil }
    let status = ChildProcess.output(of: "git", ["status", "--porcelain", "--untracked-files=no"])
    return status?.isEmpty ?? true ? head : head + "-dirty"
  }

  /// The current time, ISO 8601.
  static func now() -> String {
    ISO8601DateFormatter().string(from: Date())
  }

  #if canImport(Darwin)
    /// A string value of `sysctlbyname`, or `nil` when the system has no such name.
    private static func sysctlString(_ name: String) -> String? {
      var size = 0
      guard sysctlbyname(name, nil, &size, nil, 0) == 0, size > 0 else { return nil }
      var bytes = [UInt8](repeating: 0, count: size)
      guard sysctlbyname(name, &bytes, &size, nil, 0) == 0 else { return nil }
      let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        .trimmingCharacters(in: .whitespaces)
      return text.isEmpty ? nil : text
    }

    /// A 32-bit integer value of `sysctlbyname`, or `nil` when the system has no such name.
    private static func sysctlInteger(_ name: String) -> Int? {
      var value: Int32 = 0
      var size = MemoryLayout<Int32>.size
      guard sysctlbyname(name, &value, &size, nil, 0) == 0 else { return nil }
      return Int(value)
    }
  #endif
}

/// The thread that times the benchmark: the main thread, where the main actor runs every
/// scenario step and micro benchmark, in a worker process as in the parent.
enum MeasuringThread {
  /// Asks the system to keep the calling thread on the fastest cores, so that no sample is
  /// taken on a slower kind of core than the others.
  ///
  /// On Darwin it sets the thread's quality of service to user-interactive: on Apple silicon
  /// the scheduler then runs it on the performance cores, where a thread of the default class
  /// may be moved to the efficiency cores (about half as fast) from one moment to the next.
  /// Elsewhere every core is of one kind here, and nothing is done.
  ///
  /// Call it on the main thread before anything is timed.
  ///
  /// - Returns: The system's reason when it refused; `nil` when done or when there is nothing
  ///   to do.
  static func preferPerformanceCores() -> String? {
    #if canImport(Darwin)
      let result = pthread_set_qos_class_self_np(QOS_CLASS_USER_INTERACTIVE, 0)
      return result == 0 ? nil : OutputDestination.systemReason(result)
    #else
      return nil
    #endif
  }
}
