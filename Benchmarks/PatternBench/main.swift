import Comparison

print("pattern-bench: suites arrive with their issues")
