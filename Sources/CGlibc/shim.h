// glibc functions Swift's Glibc module leaves out.
#include <malloc.h>  // mallopt

// sched_getaffinity is declared only under _GNU_SOURCE, which the Glibc module is built without.
extern int sched_getaffinity(int pid, unsigned long size, void *mask);

/// CPUs in this process's affinity mask (up to 1,024), or 0 when it cannot be read.
static inline int segment_render_affinity_count(void) {
    unsigned long mask[16] = {0};
    if (sched_getaffinity(0, sizeof mask, mask) != 0) return 0;
    int count = 0;
    for (int i = 0; i < 16; i++) count += __builtin_popcountl(mask[i]);
    return count;
}
