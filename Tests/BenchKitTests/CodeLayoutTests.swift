import Comparison
import PatternStudyBench
import Testing

@testable import BenchKit

/// Declaring a code layout: the folders it reads, its control arms, and what a team's own
/// layout (the one ``CodeLayout``'s documentation shows) charges to each of its shapes.
@Suite struct CodeLayoutTests {
  @Test func theLayoutReadsEachFolderOnceAndNoneInsideAnother() {
    #expect(
      CodeLayout.presentationPatterns.folders == [
        "Sources/MVP", "Sources/PatternStudy/Screens", "Tests/MVPTests", "Sources/MVVM",
        "Tests/MVVMTests", "Sources/Comparison/Rendering",
      ])
    let nested = CodeLayout(
      screens: ["A"],
      shapes: [
        .init(
          id: "a", pattern: .mvp, logic: ["Sources/App/{screen}/*.swift"],
          view: ["Sources/Application/{screen}.swift"], tests: [])
      ],
      sharedLogic: ["Sources/App/*.swift"])
    #expect(nested.folders == ["Sources/App", "Sources/Application"])
  }

  @Test func aShapeWithAnEarlierShapesLogicRunsThatShapesLogic() throws {
    let layout = CodeLayout.presentationPatterns
    let control = try #require(layout.shapes.first { $0.id == "mvp-observation" })
    #expect(layout.logicOwner(of: control).id == "mvp")
    for shape in layout.shapes where shape.id != "mvp-observation" {
      #expect(layout.logicOwner(of: shape) == shape)
    }
  }

  // MARK: A team's own layout

  /// The example of ``CodeLayout``'s documentation.
  static let settings = CodeLayout(
    screens: ["Settings"],
    shapes: [
      .init(
        id: "presenter", pattern: .mvp,
        logic: [
          "Sources/Presenters/{screen}/{screen}Presenter.swift",
          "Sources/Presenters/{screen}/*.swift",
        ],
        view: ["Sources/App/{screen}/{screen}ViewController.swift"],
        tests: ["Tests/PresentersTests/{screen}Presenter*.swift"]),
      .init(
        id: "viewModel", pattern: .mvvm,
        logic: ["Sources/ViewModels/{screen}/{screen}ViewModel*.swift"],
        view: ["Sources/App/{screen}/{screen}BindingViewController.swift"],
        tests: ["Tests/ViewModelsTests/{screen}ViewModel*.swift"]),
      .init(
        id: "observation", pattern: .mvvm,
        logic: ["Sources/ViewModels/{screen}/{screen}Model*.swift"],
        view: ["Sources/App/{screen}/{screen}View.swift"],
        tests: ["Tests/ViewModelsTests/{screen}Model*.swift"]),
    ],
    sharedLogic: ["Sources/ViewModels/{screen}/*.swift"],
    sharedTests: ["Tests/ViewModelsTests/Support/*.swift"],
    viewFolders: ["Sources/App/"], testFolders: ["Tests/"])

  static let settingsTree = CodeTree(files: [
    "Sources/Presenters/Settings/SettingsPresenter.swift":
      "final class SettingsPresenter {\n  let view: SettingsView\n  func toggle() {\n"
      + "    if on { view.show() }\n  }\n}\n",
    "Sources/Presenters/Settings/SettingsView.swift": "protocol SettingsView {\n  func show()\n}\n",
    "Sources/ViewModels/Settings/SettingsViewModel.swift":
      "final class SettingsViewModel {\n  let route: SettingsRoute\n}\n",
    "Sources/ViewModels/Settings/SettingsViewModel+Toggle.swift":
      "extension SettingsViewModel {\n  func toggle() {}\n}\n",
    "Sources/ViewModels/Settings/SettingsModel.swift": "final class SettingsModel {}\n",
    "Sources/ViewModels/Settings/SettingsRoute.swift": "enum SettingsRoute {}\n",
    "Sources/App/Settings/SettingsViewController.swift":
      "final class SettingsViewController: SettingsView {\n  func show() {}\n}\n",
    "Sources/App/Settings/SettingsBindingViewController.swift":
      "final class SettingsBindingViewController {}\n",
    "Sources/App/Settings/SettingsView.swift": "struct SettingsScreen {}\n",
    "Tests/PresentersTests/SettingsPresenterTests.swift":
      "@Test func togglesTheSetting() {\n  a()\n}\n",
    "Tests/ViewModelsTests/SettingsViewModelTests.swift":
      "@Test func togglesTheSetting() {\n  a()\n}\n",
    "Tests/ViewModelsTests/SettingsModelTests.swift":
      "@Test func togglesTheSetting() {\n  let recorder = ChangeRecorder()\n}\n"
      + "@Test func observes() {}\n",
    "Tests/ViewModelsTests/Support/ChangeRecorder.swift": "final class ChangeRecorder {}\n",
  ])

  @Test func aTeamsLayoutChargesEachFileToTheShapesItDeclares() throws {
    let sheet = try CodeSheet(tree: Self.settingsTree, layout: Self.settings)
    #expect(sheet.totals.map(\.shape) == ["presenter", "viewModel", "observation"])
    let presenter = try #require(sheet.figures(of: "presenter", on: "Settings"))
    #expect(
      presenter.logicFiles == [
        "Sources/Presenters/Settings/SettingsPresenter.swift",
        "Sources/Presenters/Settings/SettingsView.swift",
      ])
    #expect(
      presenter.largestLogicFile?.path == "Sources/Presenters/Settings/SettingsPresenter.swift")
    // The view model's extension is its logic; the route it names is shared logic.
    let viewModel = try #require(sheet.figures(of: "viewModel", on: "Settings"))
    #expect(
      viewModel.logicFiles == [
        "Sources/ViewModels/Settings/SettingsRoute.swift",
        "Sources/ViewModels/Settings/SettingsViewModel+Toggle.swift",
        "Sources/ViewModels/Settings/SettingsViewModel.swift",
      ])
    let observation = try #require(sheet.figures(of: "observation", on: "Settings"))
    #expect(observation.logicFiles == ["Sources/ViewModels/Settings/SettingsModel.swift"])
    #expect(observation.viewFiles == ["Sources/App/Settings/SettingsView.swift"])
    // The support file only the observation model's tests use.
    #expect(
      observation.testFiles == [
        "Tests/ViewModelsTests/SettingsModelTests.swift",
        "Tests/ViewModelsTests/Support/ChangeRecorder.swift",
      ])
    #expect(viewModel.testFiles == ["Tests/ViewModelsTests/SettingsViewModelTests.swift"])
    #expect(observation.sharedBehaviours == 1 && observation.tests.tests == 2)
  }

  /// A layout that does not describe the tree is an error naming where, never figures of 0.
  @Test func aShapeWhoseLogicOrViewMatchesNoFileIsAnError() {
    var tree = Self.settingsTree
    tree.files["Sources/App/Settings/SettingsView.swift"] = nil
    let error = CodeTreeError.unmatched(
      screen: "Settings", shape: "observation",
      patterns: ["Sources/App/Settings/SettingsView.swift"])
    #expect(throws: error) { try CodeSheet(tree: tree, layout: Self.settings) }
    #expect(
      error.description
        == "no file of Settings in shape observation matches "
        + "`Sources/App/Settings/SettingsView.swift`: the code layout does not describe this "
        + "package")
    tree = Self.settingsTree
    for path in tree.files.keys where path.hasPrefix("Sources/Presenters/") {
      tree.files[path] = nil
    }
    #expect(
      throws: CodeTreeError.unmatched(
        screen: "Settings", shape: "presenter",
        patterns: [
          "Sources/Presenters/Settings/SettingsPresenter.swift",
          "Sources/Presenters/Settings/*.swift",
        ])
    ) { try CodeSheet(tree: tree, layout: Self.settings) }
  }

  /// The claims, the change summary and the guide read the layout's shapes: the first is the
  /// reference, the others of another pattern are compared with it.
  @Test func theClaimsCompareATeamsFirstShapeWithItsShapesOfAnotherPattern() throws {
    let sheet = try CodeSheet(tree: Self.settingsTree, layout: Self.settings)
    let code = CodeResults(sheet: sheet, changes: [], layout: Self.settings)
    let claims = CodeClaim.claims(code, StudyGuide.presentationPatterns.claims)
    #expect(claims.count == 6)
    let boilerplate = try #require(claims.first { $0.claim.hasPrefix("Boilerplate") })
    #expect(boilerplate.figures == [1, 0, 0])
    #expect(boilerplate.verdict == .holds)
    #expect(boilerplate.measure == "protocol requirements in the logic, one screen")
    let section = Fixtures.codeSection(code, claims: StudyGuide.presentationPatterns.claims)
    #expect(section.contains("| `viewModel` |"))
    // One column per shape in the claims table.
    #expect(section.contains("| claim | measured by | `presenter` | `viewModel` | `observation` |"))
    #expect(!section.contains("mvp"), "\(section)")
    #expect(section.contains("The code layout names no folder of requirement changes."))
    // The terminal: each claim with its shapes' figures and its verdict.
    var results = Fixtures.results
    results.code = code
    results.guide = .presentationPatterns
    let text = TableText.terminal(Document(results: results))
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      text.contains(
        "- Boilerplate: protocols for the view and the presenter: measured by protocol "
          + "requirements in the logic, one screen; presenter 1; viewModel 0; observation 0; "
          + "verdict holds"), "\(text)")
  }

  @Test func aLayoutWithoutShapesMakesNoClaim() throws {
    let empty = CodeLayout(screens: [], shapes: [])
    let sheet = try CodeSheet(tree: Self.settingsTree, layout: empty)
    let code = CodeResults(sheet: sheet, changes: [], layout: empty)
    #expect(CodeClaim.claims(code, StudyGuide.presentationPatterns.claims).isEmpty)
    #expect(
      CodeClaim.claims(
        CodeResults(sheet: sheet, changes: [], layout: Self.settings),
        StudyGuide.presentationPatterns.claims
      ).count == 6)
  }
}

/// A claim is judged only on figures: with none to compare, it is not measured, never a claim
/// that does not hold.
@Suite struct CodeClaimVerdictTests {
  @Test func aClaimWithNoFigureToCompareIsNotMeasured() {
    let shapes = CodeLayout.presentationPatterns.shapes
    let claim = CodeClaim.claim(
      "c", measure: "m", referenceIsGreater: false, anchors: "", shapes: shapes
    ) { _ in nil }
    #expect(claim.verdict == .notMeasured)
    let onlyReference = CodeClaim.claim(
      "c", measure: "m", referenceIsGreater: false, anchors: "", shapes: shapes
    ) { $0 == "mvp" ? 3 : nil }
    #expect(onlyReference.verdict == .notMeasured)
  }
}
