#ifndef ALLOCATION_HOOK_H
#define ALLOCATION_HOOK_H

/// Where BenchKit finds the executable's allocation counter, if it has one.
///
/// The AllocationCounter target, linked into an executable that depends on the BenchKit product
/// (pattern-bench, or a team's own benchmark), installs its counter before main runs; a test
/// binary, which links BenchKit without the counter, installs none and keeps its allocator
/// untouched.

/// Installs `counter`, which returns the number of heap allocations the process made so far.
void pattern_bench_install_allocation_counter(long long (*counter)(void));

/// The number of heap allocations the process made so far, or -1 when nothing counts them
/// (no counter installed, or one that cannot count on this platform).
long long pattern_bench_allocations(void);

#endif
