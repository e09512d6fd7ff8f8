import Comparison
import Foundation
import PatternStudy
import PatternStudyBench
import Testing

@testable import BenchKit

/// Which files the cost sheet charges to which shape, on a small tree of one screen laid out as
/// this repository is.
@Suite(.threadOfItsOwn) struct CodeSheetTests {
  static let layout = {
    var layout = CodeLayout.presentationPatterns
    layout.screens = ["Profile"]
    return layout
  }()

  static let tree = CodeTree(files: [
    "Sources/MVP/Profile/ProfilePresenter.swift":
      "final class ProfilePresenter {\n  func go() {}\n}\n",
    "Sources/MVP/Profile/ProfileView.swift": "protocol ProfileView {\n  func show()\n}\n",
    "Sources/MVVM/Profile/ProfileViewModel.swift":
      "final class ProfileViewModel {\n  let route: ProfileRoute\n}\n",
    "Sources/MVVM/Profile/ProfileStateViewModel.swift":
      "final class ProfileStateViewModel {\n  let state: ProfileState\n}\n",
    "Sources/MVVM/Profile/ProfileState.swift": "struct ProfileState {}\n",
    "Sources/MVVM/Profile/ProfileObservationViewModel.swift":
      "final class ProfileObservationViewModel {}\n",
    "Sources/MVVM/Profile/ProfileRoute.swift": "enum ProfileRoute {}\n",
    "Sources/PatternStudy/Screens/Profile/MVPProfileDriver.swift":
      "final class D {\n  func show() {\n    counters.countViewCall(\"show()\")\n    if a { b() }\n  }\n}\n",
    "Sources/PatternStudy/Screens/Profile/MVVMProfileDriver.swift":
      "final class E {\n  let bind = Binder()\n}\n",
    "Sources/PatternStudy/Screens/Profile/MVVMStateProfileDriver.swift": "final class F {}\n",
    "Sources/PatternStudy/Screens/Profile/ObservationMVPProfileDriver.swift":
      "final class G {\n  func show() {}\n}\n",
    "Sources/PatternStudy/Screens/Profile/ObservationMVVMProfileDriver.swift": "final class H {}\n",
    "Sources/Comparison/Rendering/Binder.swift": "struct Binder {\n  let rows: Rows\n}\n",
    "Sources/Comparison/Rendering/Rows.swift": "struct Rows {}\n",
    "Tests/MVPTests/ProfilePresenterTests.swift":
      "@Test func showsTheName() {\n  let view = SpyProfileView()\n}\n",
    "Tests/MVPTests/Support/SpyProfileView.swift": "final class SpyProfileView {}\n",
    "Tests/MVPTests/Support/SpyOther.swift": "final class SpyOther {}\n",
    "Tests/MVVMTests/ProfileViewModelTests.swift":
      "@Test func showsTheName() {\n  a()\n  b()\n}\n@Test func bindingShowsNothing() {}\n",
    "Tests/MVVMTests/ProfileStateViewModelTests.swift": "@Test func other() {}\n",
    "Tests/MVVMTests/ProfileCellTests.swift":
      "@Test func cells() {\n  _ = ProfileViewModel()\n  _ = ProfileObservationViewModel()\n}\n",
  ])

  static let sheet = try! CodeSheet(tree: tree, layout: layout)

  func shape(_ id: String) throws -> ShapeCode {
    try #require(Self.sheet.figures(of: id, on: "Profile"))
  }

  @Test func thePresenterOwnsItsWholeFolderAndTheSpiesItsTestsUse() throws {
    let mvp = try shape("mvp")
    #expect(
      mvp.logicFiles == [
        "Sources/MVP/Profile/ProfilePresenter.swift", "Sources/MVP/Profile/ProfileView.swift",
      ])
    #expect(mvp.logic.protocols == 1 && mvp.logic.requirements == 1)
    #expect(
      mvp.testFiles == [
        "Tests/MVPTests/ProfilePresenterTests.swift", "Tests/MVPTests/Support/SpyProfileView.swift",
      ])
    // The view side leaves the counting line out and keeps the decision.
    #expect(mvp.view.lines == 5 && mvp.view.decisions == 1)
  }

  @Test func aViewModelOwnsTheFilesNamedForItAndTheSharedTypesItNames() throws {
    #expect(
      try shape("mvvm").logicFiles == [
        "Sources/MVVM/Profile/ProfileRoute.swift", "Sources/MVVM/Profile/ProfileViewModel.swift",
      ])
    #expect(
      try shape("mvvm-state").logicFiles == [
        "Sources/MVVM/Profile/ProfileState.swift",
        "Sources/MVVM/Profile/ProfileStateViewModel.swift",
      ])
    #expect(
      try shape("mvvm-observation").logicFiles == [
        "Sources/MVVM/Profile/ProfileObservationViewModel.swift"
      ])
  }

  @Test func aSuiteWrittenOnceForSeveralViewModelsCountsForEach() throws {
    #expect(try shape("mvvm").testFiles.contains("Tests/MVVMTests/ProfileCellTests.swift"))
    #expect(
      try shape("mvvm-observation").testFiles == ["Tests/MVVMTests/ProfileCellTests.swift"])
    #expect(try !shape("mvvm-state").testFiles.contains("Tests/MVVMTests/ProfileCellTests.swift"))
  }

  @Test func theControlArmRunsThePresenterWithAViewOfItsOwn() throws {
    let control = try shape("mvp-observation")
    #expect(control.logic == (try shape("mvp")).logic)
    #expect(control.testFiles == (try shape("mvp")).testFiles)
    #expect(
      control.viewFiles == [
        "Sources/PatternStudy/Screens/Profile/ObservationMVPProfileDriver.swift"
      ])
    #expect(control.view.lines == 3)
    #expect(try shape("mvvm").arms == ["mvvm", "mvvm-dedup"])
  }

  /// The presenter's tests are not shared with the control arm that runs the same tests.
  @Test func aBehaviourIsSharedWhenAnotherShapeTestsTheSameName() throws {
    // showsTheName (as MVP's tests) and cells (as the suite written for two view models).
    let mvvm = try shape("mvvm")
    #expect(mvvm.sharedBehaviours == 2 && mvvm.sharedBehaviourLines == 8)
    #expect(try shape("mvp").linesPerSharedBehaviour == 3)
    #expect(try shape("mvvm-state").linesPerSharedBehaviour == nil)
  }

  @Test func theMachineryAViewUsesIsItsViewSupportOnceOverEveryScreen() throws {
    let mvvm = try #require(Self.sheet.figures(of: "mvvm"))
    #expect(
      mvvm.viewSupportFiles == [
        "Sources/Comparison/Rendering/Binder.swift", "Sources/Comparison/Rendering/Rows.swift",
      ])
    #expect(mvvm.viewSupport.lines == 4)
    #expect(Self.sheet.figures(of: "mvp")?.viewSupportFiles == [])
    #expect(try shape("mvvm").viewSupportFiles == [])
  }

  @Test func totalsAddEveryScreen() throws {
    let total = try #require(Self.sheet.figures(of: "mvp"))
    #expect(total.logic == (try shape("mvp")).logic)
    #expect(total.logicFiles.isEmpty)
  }

  /// A new arm needs a code shape (one in `CodeLayout.presentationPatterns`), or the sheet
  /// leaves it out.
  @Test func everyArmRunsTheCodeOfOneShape() {
    let arms = CodeLayout.presentationPatterns.shapes.flatMap(\.arms)
    #expect(arms.count == Set(arms).count)
    #expect(Set(arms) == Set(Study.presentationPatterns.arms.map(\.id)))
  }

  @Test func theRepositoryItselfHasEveryScreenInEveryShape() throws {
    let root = try CodeResults.root(nil, callerFile: #filePath, layout: .presentationPatterns)
    let code = try CodeResults.measure(root: root, layout: .presentationPatterns)
    for screen in code.sheet.screens {
      for shape in screen.shapes {
        #expect(shape.logic.lines > 0, "\(screen.screen) \(shape.shape)")
        #expect(shape.view.lines > 0, "\(screen.screen) \(shape.shape)")
        #expect(shape.tests.tests > 0, "\(screen.screen) \(shape.shape)")
      }
    }
  }
}
