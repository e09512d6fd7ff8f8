// The one place through which BenchKit finds the executable's allocation counter, if any (see
// AllocationHook.h): BenchKit cannot depend on the counter itself, which interposes malloc for
// the whole process and must stay out of test binaries.

#include "AllocationHook.h"

#include <stddef.h>

// Set once, before main, by a constructor; read afterwards only.
static long long (*installed_counter)(void) = NULL;

void pattern_bench_install_allocation_counter(long long (*counter)(void)) {
  installed_counter = counter;
}

long long pattern_bench_allocations(void) {
  return installed_counter == NULL ? -1 : installed_counter();
}
