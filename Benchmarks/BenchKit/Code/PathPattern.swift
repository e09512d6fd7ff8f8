/// A path pattern of a ``CodeLayout``, relative to the package root, such as
/// `Sources/MVP/{screen}/*.swift`.
///
/// `{screen}` stands for the screen's name. `*` matches any run of characters within one path
/// component (`/` aside); a component that is exactly `**` matches any number of whole
/// components, none included. Every other character matches itself.
///
/// ```swift
/// let pattern = PathPattern("Sources/MVVM/{screen}/{screen}ViewModel*.swift", screen: "Profile")
/// pattern.matches("Sources/MVVM/Profile/ProfileViewModel+Loading.swift")  // true
/// pattern.matches("Sources/MVVM/Profile/ProfileStateViewModel.swift")  // false
/// ```
struct PathPattern: Sendable, Hashable {
  /// The placeholder a screen's name replaces.
  static let screenPlaceholder = "{screen}"

  /// The pattern's text, with `{screen}` replaced when a screen was given.
  let text: String
  /// Its components, between `/`.
  let components: [Substring]

  /// The pattern `text`, with `{screen}` replaced by `screen` when one is given.
  init(_ text: String, screen: String? = nil) {
    self.text = screen.map { text.replacing(Self.screenPlaceholder, with: $0) } ?? text
    components = self.text.split(separator: "/", omittingEmptySubsequences: false)
  }

  /// The folder the pattern's files are under: its components before the first one that holds
  /// a wildcard or the placeholder, the file name aside; empty for the package root.
  ///
  /// `Tests/MVPTests/{screen}Presenter*.swift` is under `Tests/MVPTests`.
  var folder: String {
    let literal = components.dropLast().prefix { component in
      !component.contains("*") && !component.contains(Self.screenPlaceholder)
    }
    return literal.joined(separator: "/")
  }

  /// Whether `path` (relative to the package root, `/`-separated) matches the pattern.
  func matches(_ path: String) -> Bool {
    Self.matches(components[...], path.split(separator: "/", omittingEmptySubsequences: false)[...])
  }

  private static func matches(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>)
    -> Bool
  {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      // Zero components, then one more at a time.
      var rest = path
      while true {
        if matches(pattern.dropFirst(), rest) { return true }
        guard !rest.isEmpty else { return false }
        rest = rest.dropFirst()
      }
    }
    guard let component = path.first, componentMatches(first, component) else { return false }
    return matches(pattern.dropFirst(), path.dropFirst())
  }

  /// Whether `name` matches `pattern`, in which `*` matches any run of characters: the
  /// classic greedy match, which goes back to the last `*` when a literal part fails.
  static func componentMatches(_ pattern: Substring, _ name: Substring) -> Bool {
    let pattern = Array(pattern.utf8)
    let name = Array(name.utf8)
    let star = UInt8(ascii: "*")
    var next = (pattern: 0, name: 0)
    // The last `*` read, and where in `name` its run ends so far.
    var lastStar: (pattern: Int, name: Int)?
    while next.name < name.count {
      if next.pattern < pattern.count, pattern[next.pattern] == star {
        lastStar = next
        next.pattern += 1
      } else if next.pattern < pattern.count, pattern[next.pattern] == name[next.name] {
        next = (next.pattern + 1, next.name + 1)
      } else if let last = lastStar {
        // The last `*` takes one more character; the match resumes after it.
        lastStar = (last.pattern, last.name + 1)
        next = (last.pattern + 1, last.name + 1)
      } else {
        return false
      }
    }
    return pattern[next.pattern...].allSatisfy { $0 == star }
  }
}
