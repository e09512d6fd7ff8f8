extension CodeLayout {
  /// The column of a change's table a touched file's lines go to.
  enum ChangedPart {
    /// Presentation logic.
    case logic
    /// View side (in the shared part, the harness).
    case view
    /// Tests.
    case tests
    /// Documentation: a file that is not Swift.
    case docs
  }

  /// Where the lines a change touches in the file at `path` count: a file that is not Swift is
  /// documentation; one under a view folder view side (first: a client package under `Tests/`
  /// is an importer's view); else one under a test folder a test; else logic.
  func changedPart(of path: String) -> ChangedPart {
    if !path.hasSuffix(".swift") { return .docs }
    if viewFolders.contains(where: path.hasPrefix) { return .view }
    if testFolders.contains(where: path.hasPrefix) { return .tests }
    return .logic
  }
}
