// Counts heap allocations of the pattern-bench executable by interposing the allocator.
//
// On Linux, a definition of malloc in the executable takes precedence over the C library's for
// every shared library (the Swift runtime and Foundation included), and glibc exports its own
// implementation as __libc_malloc & co, so each wrapper counts and forwards. The counter is one
// process-wide atomic: main-actor code does not stay on one thread on Linux (once the main
// thread hands the main queue to libdispatch, its jobs may run on any worker thread), so a
// thread-local count would mix threads. The benchmark is otherwise idle, so other threads add
// little noise.
//
// Elsewhere, and under a sanitizer, the count is -1 (not counted), and the results say so. On
// Darwin in particular, a malloc defined in the executable would not be the one the system
// libraries call: two-level namespaces bind their malloc to libSystem's, so the count would miss
// the Swift runtime's and Foundation's allocations.
//
// This target is linked into executables only (pattern-bench, or a team's benchmark that depends
// on the BenchKit product, which holds it); the libraries and the tests use the system allocator
// untouched. It hands its counter to BenchKit through AllocationHook before main runs.

#include "AllocationCounter.h"
#include "AllocationHook.h"

#include <errno.h>  // first, so that glibc's __GLIBC__ is defined for the test below
#include <stddef.h>

// A sanitizer (swift build --sanitize=address|thread) brings its own allocator, which must see
// every allocation, and which its runtime calls before it is ready to run instrumented code such
// as these wrappers (a thread-sanitized pattern-bench crashed before main): under one, nothing
// is interposed and the count is -1, as elsewhere.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || \
    __has_feature(memory_sanitizer)
#define PATTERN_BENCH_SANITIZED 1
#endif
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(PATTERN_BENCH_SANITIZED)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static long long allocations;

// NB: nothing in the executable calls these by name, so without `retain` the linker's dead
// code stripping would drop them and the C library's allocator would run uncounted.
#define INTERPOSED __attribute__((used, retain, visibility("default")))

INTERPOSED void *malloc(size_t size) {
  __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
  return __libc_malloc(size);
}

INTERPOSED void *calloc(size_t count, size_t size) {
  __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
  return __libc_calloc(count, size);
}

INTERPOSED void *realloc(void *pointer, size_t size) {
  __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
  return __libc_realloc(pointer, size);
}

INTERPOSED void free(void *pointer) {
  __libc_free(pointer);
}

INTERPOSED void *memalign(size_t alignment, size_t size) {
  __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
  return __libc_memalign(alignment, size);
}

INTERPOSED void *aligned_alloc(size_t alignment, size_t size) {
  __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
  return __libc_memalign(alignment, size);
}

INTERPOSED int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) {
    return EINVAL;
  }
  __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) {
    return ENOMEM;
  }
  *result = pointer;
  return 0;
}

long long pattern_bench_allocation_count(void) {
  return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}

// Before main: from here on BenchKit counts allocations. `retain`, as above: nothing calls it.
__attribute__((constructor, used, retain)) static void install_allocation_counter(void) {
  pattern_bench_install_allocation_counter(pattern_bench_allocation_count);
}

#else

long long pattern_bench_allocation_count(void) {
  return -1;
}

#endif

#if defined(PATTERN_BENCH_SANITIZED) && defined(__linux__)
// LeakSanitizer's leaks of code that is not ours, so that a sanitized run ends with a failure
// for a leak of the benchmark's own code and for no other. Linux only: elsewhere it is off.
// Both seen with Swift 6.3:
// - Foundation's `Process.run` leaks the weak reference it makes (the benchmark starts `swift
//   --version` and `git` with it);
// - `Data(contentsOf:)` of an empty file leaks the 4 KiB buffer it read into (the code figures
//   read git's output, often empty, that way).
__attribute__((used, retain, visibility("default"))) const char *__lsan_default_suppressions(
    void) {
  return "leak:Foundation7ProcessC3run\n"
         "leak:FoundationEssentials17readBytesFromFile\n";
}
#endif
