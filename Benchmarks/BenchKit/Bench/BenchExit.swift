/// The exit statuses of `pattern-bench`, each a kind of outcome of its own, so a script can
/// tell them apart.
public enum BenchExit {
  /// Every scenario kept parity, and no check failed.
  public static let success: Int32 = 0
  /// A scenario broke parity: some arm showed a different screen from the reference.
  public static let parityBroken: Int32 = 1
  /// A bad argument (or one that is not UTF-8), options that select nothing to run, an
  /// unusable input file or destination, two destinations that are one file, or an output
  /// that is an input; nothing ran.
  public static let usage: Int32 = 2
  /// A regression against `--compare`'s baseline, or counts that differ from
  /// `--check-results`'s file.
  public static let regression: Int32 = 3
  /// An input or output error: standard output is closed, or a result could not be written
  /// (the message gives the system's reason, e.g. `No space left on device`, or `Broken pipe`
  /// for a closed pipe); every other output is still written.
  public static let ioFailure: Int32 = 4
}
