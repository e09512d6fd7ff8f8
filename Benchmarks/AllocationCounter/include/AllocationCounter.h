#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// The number of heap allocations (calls to malloc, calloc, realloc, posix_memalign,
/// aligned_alloc and memalign) made by the process since it started, or -1 when counting is
/// not supported on this platform.
long long pattern_bench_allocation_count(void);

#endif
