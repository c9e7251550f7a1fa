/*
 * Counts heap allocations for `sandglass bench`: build with scripts/bench-allocs.sh and run the tool
 * with LD_PRELOAD set to the library. Every malloc, calloc, realloc, posix_memalign, aligned_alloc and
 * memalign of every thread (the GL driver's included) adds one; `sandglass_allocation_count()` reads
 * the total, which the benchmark finds with dlsym.
 */
#define _GNU_SOURCE
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static atomic_ulong count;

unsigned long sandglass_allocation_count(void) { return atomic_load_explicit(&count, memory_order_relaxed); }

static inline void counted(void) { atomic_fetch_add_explicit(&count, 1, memory_order_relaxed); }

void *malloc(size_t n) { counted(); return __libc_malloc(n); }
void *calloc(size_t a, size_t b) { counted(); return __libc_calloc(a, b); }
void *realloc(void *p, size_t n) { counted(); return __libc_realloc(p, n); }
void *memalign(size_t a, size_t n) { counted(); return __libc_memalign(a, n); }
void *aligned_alloc(size_t a, size_t n) { counted(); return __libc_memalign(a, n); }
int posix_memalign(void **out, size_t a, size_t n) {
    counted();
    void *p = __libc_memalign(a, n);
    if (!p) return 12; /* ENOMEM */
    *out = p;
    return 0;
}
