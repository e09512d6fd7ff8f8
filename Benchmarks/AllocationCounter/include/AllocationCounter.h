#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc of NULL or to a new block,
/// posix_memalign, aligned_alloc, memalign) made by the calling thread since it started, or -1
/// when counting is not supported on this platform.
long long pattern_bench_allocation_count(void);

#endif
