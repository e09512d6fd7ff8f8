import BenchKit
import Comparison
import PatternStudy
import PatternStudyBench

// pattern-bench: BenchKit's entry point called with the package's own study (five screens in six
// arms), this repository's code layout, the Signals micro benchmarks and the package's judgment.
await BenchCommand.main(
  .presentationPatterns, codeLayout: .presentationPatterns, micro: SignalsSuite.benchmarks,
  guide: .presentationPatterns)
