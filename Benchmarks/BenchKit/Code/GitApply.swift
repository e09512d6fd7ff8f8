import Foundation

/// Applies a change's patch with `git apply`, the applier `.ci/changes` uses, so the suite
/// measures exactly what CI applies: git runs in a scratch folder that holds just the files
/// the patch names (their text before it), the patch applies there, and the files are read
/// back.
///
/// Git is found on `PATH`; where it is not, or the platform starts no process (iOS), no patch
/// is applied and the error says why (``ChangeError/gitUnavailable(_:)``).
///
/// NB: the scratch folder is no repository, and git is kept from finding one above it, so
/// `git apply` works there as a "better patch": it refuses a path outside the folder and a
/// write through a symbolic link, and reads no index. Git's environment variables are left
/// out and its messages are in English, so the same patch gives the same words anywhere.
enum GitApply {
  /// One file of a patch, applied.
  struct AppliedFile: Equatable {
    /// Its path after the patch (before it, for a deleted file), from the package root.
    var path: String
    /// Its text before the patch (at its old path, for a rename or a copy); `nil` when the
    /// patch creates it.
    var before: String?
    /// Its text after the patch; `nil` when the patch deletes it.
    var after: String?
    /// The texts of the lines the patch adds to it.
    var added: [String]
    /// The texts of the lines the patch removes from it.
    var removed: [String]
  }

  /// The `git` executable on `PATH` in `environment`, if any.
  static func locate(in environment: [String: String] = ProcessInfo.processInfo.environment)
    -> URL?
  {
    #if os(Windows)
      let (separator, name) = (Character(";"), "git.exe")
    #else
      let (separator, name) = (Character(":"), "git")
    #endif
    // NB: Windows spells the variable `Path`.
    let path = environment.first { $0.key.uppercased() == "PATH" }?.value ?? ""
    for folder in path.split(separator: separator) where !folder.isEmpty {
      let candidate = URL(filePath: String(folder), directoryHint: .isDirectory)
        .appending(path: name)
      if SourceFile.problem(at: candidate) == nil,
        FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    return nil
  }

  /// The files `patch` touches, after `git` applies it to the files `file` gives (by path
  /// from the package root; `nil` for one that is not there), in the patch's order.
  ///
  /// - Parameters:
  ///   - name: The patch's name, for messages (`mvp.patch`).
  ///   - git: The `git` executable; `nil` when none was found.
  /// - Throws: ``ChangeError/malformed(patch:_:)`` when git cannot read the patch (or reads
  ///   other files or line counts than the suite does), ``ChangeError/doesNotApply(patch:_:)``
  ///   when it does not apply, ``ChangeError/gitUnavailable(_:)`` when git cannot be run.
  static func apply(
    _ patch: String, named name: String, to file: (String) -> String?, git: URL?
  ) throws(ChangeError) -> [AppliedFile] {
    guard let git else { throw .gitUnavailable("git is not on PATH") }
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write(patch, to: scratch.patch)
    // Git reads the patch first: which files, how many lines; nothing is applied.
    let stats = try numstat(
      run(git, ["apply", "--numstat", "-z", scratch.patch.path], in: scratch), patch: name)
    let diff = try UnifiedDiff(patch, patch: name)
    guard diff.files.count == stats.count else {
      throw .malformed(
        patch: name,
        "git reads \(stats.count) files in it and the suite \(diff.files.count); "
          + "write it as git diff does")
    }
    for (stat, change) in zip(stats, diff.files) {
      guard Self.isInside(stat.path), change.oldPath.map(Self.isInside) ?? true else {
        throw .malformed(patch: name, "\(stat.path) is outside the package")
      }
      if let added = stat.added, let removed = stat.removed,
        added != change.added.count || removed != change.removed.count
      {
        throw .malformed(
          patch: name,
          "git reads +\(added) −\(removed) lines for \(stat.path) and the suite "
            + "+\(change.added.count) −\(change.removed.count); write it as git diff does")
      }
    }
    // The files the patch names, as they are now: git checks each is there (or not) and
    // holds the lines the hunks change.
    var before: [String: String] = [:]
    for (stat, change) in zip(stats, diff.files) {
      for path in [change.oldPath, stat.path].compactMap({ $0 }) where before[path] == nil {
        guard let text = file(path) else { continue }
        before[path] = text
        try scratch.write(text, to: scratch.tree.appending(path: path))
      }
    }
    let applied = run(git, ["apply", "--whitespace=nowarn", scratch.patch.path], in: scratch)
    guard applied.status == 0 else {
      throw .doesNotApply(patch: name, try message(of: applied))
    }
    return try zip(stats, diff.files).map { (stat, change) throws(ChangeError) in
      let oldPath = change.oldPath ?? stat.path
      return AppliedFile(
        path: stat.path, before: change.isNew ? nil : before[oldPath],
        after: change.isDeleted ? nil : try scratch.text(at: stat.path, patch: name),
        added: change.added, removed: change.removed)
    }
  }

  /// Whether `path` is relative and stays under the folder it is relative to.
  static func isInside(_ path: String) -> Bool {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    return !path.isEmpty && !path.hasPrefix("/") && !path.contains("\\")
      && components.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
  }

  /// One file of `git apply --numstat -z`: lines added and removed (`nil` for a binary file)
  /// and its path.
  struct Stat {
    var added: Int?
    var removed: Int?
    var path: String
  }

  /// The files of `git apply --numstat -z`'s output, or git's error.
  static func numstat(_ run: Run, patch: String) throws(ChangeError) -> [Stat] {
    guard run.status == 0 else { throw .malformed(patch: patch, try message(of: run)) }
    let records = run.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    return try records.map { record throws(ChangeError) in
      let fields = record.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3 else {
        throw .malformed(patch: patch, "git apply --numstat wrote '\(record)'")
      }
      return Stat(added: Int(fields[0]), removed: Int(fields[1]), path: String(fields[2]))
    }
  }

  /// Git's error, one line: its `error:` lines joined, the prefix left out.
  static func message(of run: Run) throws(ChangeError) -> String {
    if let reason = run.startFailure { throw .gitUnavailable(reason) }
    let lines = run.errors.lines().map { line in
      line.hasPrefix("error: ") ? line.dropFirst("error: ".count) : line
    }
    let text = lines.filter { !$0.isEmpty }.joined(separator: "; ")
    return text.isEmpty ? "git apply ended with status \(run.status)" : text
  }

  /// A finished `git` run.
  struct Run {
    /// Its exit status; -1 when it could not be started.
    var status: Int32
    /// Its standard output.
    var output: Data
    /// Its standard error.
    var errors: String
    /// Why it could not be started, if it could not.
    var startFailure: String?
  }

  /// Runs `git` with `arguments` in the scratch folder's tree.
  static func run(_ git: URL, _ arguments: [String], in scratch: Scratch) -> Run {
    #if os(macOS) || os(Linux) || os(Windows)
      let process = Process()
      process.executableURL = git
      process.arguments = arguments
      process.currentDirectoryURL = scratch.tree
      var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
      environment["LC_ALL"] = "C"
      environment["LANGUAGE"] = "C"
      // Git looks for a repository in the tree and no further up.
      environment["GIT_CEILING_DIRECTORIES"] = scratch.folder.path
      process.environment = environment
      // Files, not pipes: nothing waits for a reader, whatever git writes.
      let output = scratch.folder.appending(path: "output")
      let errors = scratch.folder.appending(path: "errors")
      do {
        try Data().write(to: output)
        try Data().write(to: errors)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
      } catch {
        return Run(status: -1, output: Data(), errors: "", startFailure: "\(error)")
      }
      process.standardInput = FileHandle.nullDevice
      let finished = DispatchSemaphore(value: 0)
      process.terminationHandler = { _ in finished.signal() }
      do {
        try process.run()
      } catch {
        return Run(
          status: -1, output: Data(), errors: "",
          startFailure: "\(git.path) cannot be started (\(error.localizedDescription))")
      }
      finished.wait()
      return Run(
        status: process.terminationStatus,
        output: (try? Data(contentsOf: output)) ?? Data(),
        errors: String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self))
    #else
      return Run(
        status: -1, output: Data(), errors: "", startFailure: "this platform starts no process")
    #endif
  }

  /// A fresh temporary folder: the patch, git's output and, under `tree`, the files.
  struct Scratch {
    let folder: URL
    var tree: URL { folder.appending(path: "tree", directoryHint: .isDirectory) }
    var patch: URL { folder.appending(path: "change.patch") }

    init() throws(ChangeError) {
      folder = FileManager.default.temporaryDirectory
        .appending(path: "pattern-bench-\(UUID().uuidString)", directoryHint: .isDirectory)
      do {
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
      } catch {
        throw .gitUnavailable("no scratch folder can be made (\(error.localizedDescription))")
      }
    }

    func write(_ text: String, to url: URL) throws(ChangeError) {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      } catch {
        throw .gitUnavailable(
          "\(url.path) cannot be written in the scratch folder (\(error.localizedDescription))")
      }
    }

    /// The text of the file at `path` after the patch; a symbolic link's is its target, as
    /// git keeps it (it is never followed out of the folder).
    func text(at path: String, patch: String) throws(ChangeError) -> String {
      let url = tree.appending(path: path)
      if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
        return target
      }
      do {
        return try SourceFile.text(at: url)
      } catch {
        throw .malformed(patch: patch, "\(path) after git apply: \(error)")
      }
    }

    func remove() {
      try? FileManager.default.removeItem(at: folder)
    }
  }
}
