/// Which files of a package are each arm's code, per screen: what the code suite counts.
///
/// NB: a first step: today it names the package's own layout only; the declared layout (files
/// per screen and arm) replaces `CodeShape`'s rules next.
public struct CodeLayout: Sendable {
  /// The folders the code figures read, from the package root.
  public var folders: [String]

  /// This repository's layout.
  public static let presentationPatterns = CodeLayout(folders: CodeTree.folders)
}
