import Foundation
import PatternStudy
import PatternStudyBench
import Testing

@testable import BenchKit

/// This repository's layout measured on a copy of this checkout, changed the way a checkout
/// drifts from its layout: a file the layout must count, a screen or a driver gone, a folder
/// gone. A layout that does not describe the package is an error, never figures of 0.
@Suite(.threadOfItsOwn) struct CodeLayoutCheckoutTests {
  /// A copy of the folders this repository's layout reads, its requirement changes included.
  static func copyOfThisCheckout() throws -> TemporaryFolder {
    let layout = CodeLayout.presentationPatterns
    let root = try CodeResults.root(nil, callerFile: #filePath, layout: layout)
    let copy = try TemporaryFolder()
    for folder in layout.folders + [layout.changes].compactMap({ $0 }) {
      let target = copy.url.appendingPathComponent(folder)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: root.appendingPathComponent(folder), to: target)
    }
    return copy
  }

  static func remove(_ path: String, in folder: TemporaryFolder) throws {
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent(path))
  }

  /// MVP counts every file of the presenter's folder; a view model's extension in its own file
  /// is as much its logic.
  @Test func aViewModelsExtensionFileIsItsLogic() throws {
    let copy = try Self.copyOfThisCheckout()
    let before = try CodeResults.measure(root: copy.url, layout: .presentationPatterns)
    let path = "Sources/MVVM/Profile/ProfileViewModel+Loading.swift"
    try copy.write("extension ProfileViewModel {\n  func reload() {}\n}\n", to: path)
    let after = try CodeResults.measure(root: copy.url, layout: .presentationPatterns)
    let mvvm = try #require(after.sheet.figures(of: "mvvm", on: "Profile"))
    #expect(mvvm.logicFiles.contains(path))
    let lines = try #require(before.sheet.figures(of: "mvvm", on: "Profile")?.logic.lines)
    #expect(mvvm.logic.lines == lines + 3)
    for shape in ["mvp", "mvvm-state", "mvvm-observation"] {
      #expect(
        after.sheet.figures(of: shape, on: "Profile")
          == before.sheet.figures(of: shape, on: "Profile"), "\(shape)")
    }
  }

  @Test func aFolderTheLayoutReadsThatIsGoneIsAnErrorNamingIt() throws {
    let copy = try Self.copyOfThisCheckout()
    try Self.remove("Tests/MVVMTests", in: copy)
    let missing = copy.url.appendingPathComponent("Tests/MVVMTests").path
    #expect {
      try CodeResults.measure(root: copy.url, layout: .presentationPatterns)
    } throws: { error in
      String(describing: error).contains("no folder \(missing)")
    }
    #expect {
      try CodeResults.root(copy.url.path, callerFile: #filePath, layout: .presentationPatterns)
    } throws: { error in
      String(describing: error).contains("no folder \(missing)")
    }
  }

  /// `--sources` naming a checkout the layout does not fit (a presenter folder or a driver
  /// gone) fails before anything runs, naming the screen, the shape and the pattern.
  @Test(arguments: [
    ("Sources/MVP/Profile", "Profile in shape mvp ", "Sources/MVP/Profile/ProfilePresenter.swift"),
    (
      "Sources/PatternStudy/Screens/Login/MVVMStateLoginDriver.swift",
      "Login in shape mvvm-state ",
      "Sources/PatternStudy/Screens/Login/MVVMStateLoginDriver.swift"
    ),
  ])
  func patternBenchRefusesACheckoutTheLayoutDoesNotFit(
    removed: String, screenAndShape: String, pattern: String
  ) async throws {
    let copy = try Self.copyOfThisCheckout()
    try Self.remove(removed, in: copy)
    let outcome = try await PatternBenchProcess.run(
      ["--suite", "code", "--sources", copy.url.path], in: copy.url)
    #expect(outcome.status == BenchExit.usage, "\(outcome.errors)")
    #expect(outcome.errors.contains("no file of \(screenAndShape)"), "\(outcome.errors)")
    #expect(outcome.errors.contains("`\(pattern)`"), "\(outcome.errors)")
    #expect(outcome.output.isEmpty)
  }

  /// A run that does not ask for the code figures (every suite, no `--sources`) stops too
  /// when the package it finds has a driver gone: it never goes on without them as if they
  /// were merely not measured.
  @Test func aRunThatFindsItsPackageBrokenStopsWhateverItsSuites() throws {
    let copy = try Self.copyOfThisCheckout()
    try copy.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    let command = Command(
      study: .presentationPatterns, codeLayout: .presentationPatterns, micro: [], guide: nil,
      callerFile: copy.url.appendingPathComponent("Benchmarks/pattern-bench/main.swift").path,
      name: "pattern-bench")
    let options = try BenchOptions.parse([])
    guard case .measured = command.codeOutcome(options) else {
      Issue.record("the whole copy is not measured")
      return
    }
    try Self.remove("Sources/PatternStudy/Screens/Login/MVVMStateLoginDriver.swift", in: copy)
    guard case .failure(let reason) = command.codeOutcome(options) else {
      Issue.record("a run goes on with a driver gone")
      return
    }
    #expect(reason.hasPrefix("the code figures of \(copy.url.path)"), "\(reason)")
    #expect(reason.contains("no file of Login in shape mvvm-state "), "\(reason)")
  }
}
