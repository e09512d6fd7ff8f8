import Testing

@testable import BenchKit

/// The path patterns a code layout is declared with: what they match, and the folder each is
/// read from.
@Suite struct CodeLayoutPathPatternTests {
  @Test(arguments: [
    ("Sources/MVP/{screen}/*.swift", "Sources/MVP/Profile/ProfileView.swift", true),
    // `*` stays within one component, and `{screen}` is this screen alone.
    ("Sources/MVP/{screen}/*.swift", "Sources/MVP/Profile/Sub/ProfileView.swift", false),
    ("Sources/MVP/{screen}/*.swift", "Sources/MVP/Login/LoginView.swift", false),
    ("Sources/MVP/{screen}/*.swift", "Sources/MVP/Profile/Profile.md", false),
    (
      "Sources/MVVM/{screen}/{screen}ViewModel*.swift",
      "Sources/MVVM/Profile/ProfileViewModel+Loading.swift", true
    ),
    (
      "Sources/MVVM/{screen}/{screen}ViewModel*.swift",
      "Sources/MVVM/Profile/ProfileStateViewModel.swift", false
    ),
    ("Sources/MVVM/{screen}/*CellModel*.swift", "Sources/MVVM/Profile/UserCellModel.swift", true),
    (
      "Sources/MVVM/{screen}/*CellModel*.swift", "Sources/MVVM/Profile/UserCellViewModel.swift",
      false
    ),
    // `*` goes back when a later part fails: `a*b` against `aXbYb`.
    ("Tests/a*b.swift", "Tests/aXbYb.swift", true),
    ("Tests/a*b*c.swift", "Tests/abXc.swift", true),
    ("Tests/a*b*c.swift", "Tests/abXcY.swift", false),
    // `**` matches no component, one, or several.
    ("Sources/**/*.swift", "Sources/A.swift", true),
    ("Sources/**/*.swift", "Sources/A/B/C.swift", true),
    ("Sources/**/C.swift", "Sources/A/B/D.swift", false),
    ("Sources/**", "Tests/A.swift", false),
    ("Package.swift", "Package.swift", true),
  ])
  func aPatternMatchesPathsComponentByComponent(pattern: String, path: String, matches: Bool) {
    #expect(PathPattern(pattern, screen: "Profile").matches(path) == matches)
  }

  @Test func aPatternIsReadFromItsFolderTheComponentsBeforeAWildcardOrTheScreen() {
    #expect(PathPattern("Tests/MVPTests/{screen}Presenter*.swift").folder == "Tests/MVPTests")
    #expect(PathPattern("Sources/MVP/{screen}/{screen}Presenter.swift").folder == "Sources/MVP")
    #expect(PathPattern("Sources/App/Main.swift").folder == "Sources/App")
    #expect(PathPattern("Sources/**/*.swift").folder == "Sources")
    #expect(PathPattern("*.swift").folder == "")
  }
}
