import BenchKit
import Comparison
import PatternStudy

// pattern-bench: BenchKit's entry point called with the package's own study, five screens in six
// arms, and this repository's code layout.
await BenchCommand.main(.presentationPatterns, codeLayout: .presentationPatterns)
