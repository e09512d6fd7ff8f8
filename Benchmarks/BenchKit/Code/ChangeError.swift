/// Why a requirement change could not be read or measured. Each names the file (from the
/// package root, or the patch's name when measured alone) and says why in one line.
///
/// A change that does not apply to the sources, or that no `git` can apply here, is left out
/// and named (``CodeResults/changeProblems``); the others are errors of the change's folder,
/// which stop the code suite (see ``ChangeCost/read(root:layout:)``).
enum ChangeError: Error, Equatable, CustomStringConvertible {
  /// A patch that `git apply` cannot read (or, when git reads it, that the suite cannot): the
  /// patch and why, in git's words.
  case malformed(patch: String, String)
  /// A patch that does not apply to these sources (they changed since it was made): the patch
  /// and why, in git's words.
  case doesNotApply(patch: String, String)
  /// A file of a change folder that cannot be read: its path and why (a folder, not UTF-8…).
  case unreadable(String, String)
  /// A `.patch` file whose name is no part of the layout (`MVP.patch`): its path and the
  /// names a change's patches may have.
  case misnamed(String, expected: [String])
  /// A change folder lacks its requirement, or the requirement its title or `Tests:` line.
  case incomplete(String)
  /// `git` cannot be run here, so no patch can be applied: why.
  case gitUnavailable(String)

  /// The message `pattern-bench` prints.
  var description: String {
    switch self {
    case .malformed(let patch, let reason):
      "\(patch) is not a patch git apply can read: \(reason)"
    case .doesNotApply(let patch, let reason):
      "\(patch) does not apply to these sources (git apply: \(reason)); remake it against them"
    case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
    case .misnamed(let path, let expected):
      "\(path) names no part of the code layout: a change's patches are "
        + expected.joined(separator: ", ")
    case .incomplete(let reason): reason
    case .gitUnavailable(let reason):
      "the requirement changes, which git apply applies: \(reason)"
    }
  }

  /// The same error with its paths under `folder` (a change's, from the package root).
  func located(in folder: String) -> ChangeError {
    switch self {
    case .malformed(let patch, let reason): .malformed(patch: "\(folder)/\(patch)", reason)
    case .doesNotApply(let patch, let reason): .doesNotApply(patch: "\(folder)/\(patch)", reason)
    case .incomplete(let reason): .incomplete("\(folder)/\(reason)")
    case .unreadable, .misnamed, .gitUnavailable: self
    }
  }

  /// Whether the error leaves one change out of the figures rather than stopping the suite:
  /// the sources moved on from the patch, or git cannot be run.
  var leavesTheChangeOut: Bool {
    switch self {
    case .doesNotApply, .gitUnavailable: true
    case .malformed, .unreadable, .misnamed, .incomplete: false
    }
  }
}
