import Foundation
import PatternStudyBench
import Testing

@testable import BenchKit

/// Reading a requirement change: its requirement, and what each part's patch cost (see
/// ChangePatchTests for how a patch is applied).
@Suite(.threadOfItsOwn) struct ChangeCostTests {
  static let view = """
    protocol ProfileView {
      func displayError(_ message: String)
    }

    """

  static let viewPatch = """
    diff --git a/Sources/MVP/Profile/ProfileView.swift b/Sources/MVP/Profile/ProfileView.swift
    index 1111111..2222222 100644
    --- a/Sources/MVP/Profile/ProfileView.swift
    +++ b/Sources/MVP/Profile/ProfileView.swift
    @@ -1,3 +1,5 @@
     protocol ProfileView {
       func displayError(_ message: String)
    +  /// Hides the error banner.
    +  func hideError()
     }
    diff --git a/Tests/MVPTests/SpyTests.swift b/Tests/MVPTests/SpyTests.swift
    new file mode 100644
    index 0000000..3333333
    --- /dev/null
    +++ b/Tests/MVPTests/SpyTests.swift
    @@ -0,0 +1,3 @@
    +@Test func hides() {
    +
    +}

    """

  static let requirement = """
    # Profile: dismiss the error

    Tapping the banner hides it.

    Tests: `Banner|ScenarioParityTests`
    """

  @Test func eachPartIsMeasuredAndTheSharedOneChargedToNoArm() throws {
    let change = try ChangeCost(
      id: "01-profile", requirement: Self.requirement, patches: ["mvp": Self.viewPatch],
      layout: .presentationPatterns
    ) { path in path == "Sources/MVP/Profile/ProfileView.swift" ? Self.view : nil }
    #expect(change.title == "Profile: dismiss the error")
    #expect(change.tests == "Banner|ScenarioParityTests")
    #expect(change.requirement == "Tapping the banner hides it.")
    let mvp = try #require(change.shapes.first { $0.part == "mvp" })
    // The doc comment and the blank line are no code.
    #expect(mvp.logic == LineChange(added: 1, removed: 0))
    #expect(mvp.tests == LineChange(added: 2, removed: 0))
    #expect(mvp.files.count == 2)
    #expect(mvp.gained.requirements == 1 && mvp.gained.tests == 1 && mvp.gained.types == 0)
    #expect(change.shapes.filter { $0.part != "mvp" }.allSatisfy { $0.files.isEmpty })
    #expect(change.shared.files.isEmpty && change.shared.arms.isEmpty)
  }

  @Test func aRequirementNeedsItsTitleAndItsTests() {
    #expect(throws: ChangeError.incomplete("CHANGE.md has no 'Tests: `REGEX`' line")) {
      try ChangeCost(
        id: "x", requirement: "# Title\n", patches: [:], layout: .presentationPatterns
      ) { _ in nil }
    }
  }

  @Test func theClaimsCompareMVPWithEveryMVVMShape() throws {
    let code = try CodeResults.measure(
      root: try CodeResults.root(nil, callerFile: #filePath, layout: .presentationPatterns),
      layout: .presentationPatterns)
    let claims = CodeClaim.claims(code, StudyGuide.presentationPatterns.claims)
    #expect(claims.count == 6 + (code.changes.isEmpty ? 0 : 1))
    let boilerplate = try #require(claims.first { $0.claim.hasPrefix("Boilerplate") })
    // MVP's view protocols are requirements no view model has.
    #expect(boilerplate.verdict == .holds)
    let shapes = CodeLayout.presentationPatterns.shapes
    let greater = CodeClaim.claim(
      "c", measure: "m", referenceIsGreater: true, anchors: "", shapes: shapes
    ) { shape in
      ["mvp": 10, "mvvm": 5, "mvvm-state": 20, "mvvm-observation": 5][shape]
    }
    #expect(greater.verdict == .depends)
    #expect(greater.figures.prefix(4) == [10, 5, 20, nil])
    let never = CodeClaim.claim(
      "c", measure: "m", referenceIsGreater: false, anchors: "", shapes: shapes
    ) { _ in 1 }
    #expect(never.verdict == .doesNotHold)
    // A shape of the reference's pattern shows its figure but is no part of the verdict.
    let control = CodeClaim.claim(
      "c", measure: "m", referenceIsGreater: true, anchors: "", shapes: shapes
    ) { shape in shape == "mvp-observation" ? 20 : shape == "mvp" ? 10 : 5 }
    #expect(control.verdict == .holds)
  }

  /// A documentation file and a client package's view (an importer's, under `Tests/`).
  static let documentationAndClientPatch = """
    diff --git a/Sources/MVP/MVP.docc/Hosting.md b/Sources/MVP/MVP.docc/Hosting.md
    --- a/Sources/MVP/MVP.docc/Hosting.md
    +++ b/Sources/MVP/MVP.docc/Hosting.md
    @@ -1 +1,3 @@
     # Hosting
    +
    +    func hideError() {}
    diff --git a/Tests/ClientPackage/Tests/Support/HeadlessProfile.swift b/Tests/ClientPackage/Tests/Support/HeadlessProfile.swift
    --- a/Tests/ClientPackage/Tests/Support/HeadlessProfile.swift
    +++ b/Tests/ClientPackage/Tests/Support/HeadlessProfile.swift
    @@ -1 +1,2 @@
     final class HeadlessProfile {}
    +extension HeadlessProfile { func hideError() {} }

    """

  static let files = [
    "Sources/MVP/Profile/ProfileView.swift": view,
    "Sources/MVP/MVP.docc/Hosting.md": "# Hosting\n",
    "Tests/ClientPackage/Tests/Support/HeadlessProfile.swift": "final class HeadlessProfile {}\n",
  ]

  @Test func documentationAndAClientsViewAreCountedApartFromLogicAndTests() throws {
    let change = try ChangeCost(
      id: "x", requirement: Self.requirement, patches: ["mvp": Self.documentationAndClientPatch],
      layout: .presentationPatterns, file: { Self.files[$0] })
    let mvp = try #require(change.shapes.first)
    #expect(mvp.docs == LineChange(added: 1, removed: 0))
    #expect(mvp.view == LineChange(added: 1, removed: 0))
    #expect(mvp.logic == LineChange() && mvp.tests == LineChange())
  }

  /// The control arm runs MVP's presenters: its cost adds `mvp`'s logic, tests and docs and
  /// their files, but no view file of `mvp`'s (a client package's view is `mvp`'s own).
  @Test func aControlArmIsChargedTheLogicItRunsButNoViewOfIt() throws {
    let layout = CodeLayout.presentationPatterns
    let change = try ChangeCost(
      id: "x", requirement: Self.requirement,
      patches: ["mvp": Self.viewPatch + Self.documentationAndClientPatch], layout: layout,
      file: { Self.files[$0] })
    let control = try #require(layout.shapes.first { $0.id == "mvp-observation" })
    let cost = change.cost(of: control, in: layout)
    #expect(cost.part == "mvp-observation" && cost.arms == ["mvp-observation"])
    #expect(cost.logic == LineChange(added: 1, removed: 0))
    #expect(cost.tests == LineChange(added: 2, removed: 0))
    #expect(cost.docs == LineChange(added: 1, removed: 0))
    #expect(cost.view == LineChange())
    #expect(
      cost.files == [
        "Sources/MVP/Profile/ProfileView.swift", "Tests/MVPTests/SpyTests.swift",
        "Sources/MVP/MVP.docc/Hosting.md",
      ])
    // A shape that runs its own logic is charged its own part alone.
    let mvvm = try #require(layout.shapes.first { $0.id == "mvvm" })
    #expect(change.cost(of: mvvm, in: layout).files.isEmpty)
  }

  @Test func aChangeThatNoLongerAppliesIsNamedAndTheOthersAreMeasured() throws {
    let folder = try TemporaryFolder()
    let manager = FileManager.default
    for path in [
      "Sources/MVP/Profile", "Benchmarks/Changes/01-good", "Benchmarks/Changes/02-stale",
    ] {
      try manager.createDirectory(
        at: folder.url.appending(path: path), withIntermediateDirectories: true)
    }
    try folder.write(Self.view, to: "Sources/MVP/Profile/ProfileView.swift")
    try folder.write(Self.requirement, to: "Benchmarks/Changes/01-good/CHANGE.md")
    try folder.write(Self.viewPatch, to: "Benchmarks/Changes/01-good/mvp.patch")
    try folder.write(Self.requirement, to: "Benchmarks/Changes/02-stale/CHANGE.md")
    try folder.write(
      Self.viewPatch.replacingOccurrences(of: " protocol ProfileView {", with: " protocol Old {"),
      to: "Benchmarks/Changes/02-stale/mvp.patch")
    let (changes, problems) = try ChangeCost.read(
      root: folder.url, layout: .presentationPatterns)
    #expect(changes.map(\.id) == ["01-good"])
    #expect(
      problems == [
        "Benchmarks/Changes/02-stale/mvp.patch does not apply to these sources (git apply: "
          + "patch failed: Sources/MVP/Profile/ProfileView.swift:1; "
          + "Sources/MVP/Profile/ProfileView.swift: patch does not apply); remake it against them"
      ])
  }
}
