// glibc functions Swift's Glibc module leaves out.
#include <malloc.h>  // mallopt

// sched_getaffinity is declared only under _GNU_SOURCE, which the Glibc module is built without.
extern int sched_getaffinity(int pid, unsigned long size, void *mask);
// Only ProcessorsTests sets a mask: a thread pinned to one CPU must count one.
extern int sched_setaffinity(int pid, unsigned long size, const void *mask);

/// A CPU mask for up to 1,024 CPUs, as sched_getaffinity fills it.
typedef struct { unsigned long words[16]; } segment_render_cpu_mask;

/// The CPUs set in `mask`.
static inline int segment_render_cpu_count(const segment_render_cpu_mask *mask) {
    int count = 0;
    for (int i = 0; i < 16; i++) count += __builtin_popcountl(mask->words[i]);
    return count;
}

/// CPUs in this process's affinity mask (up to 1,024), or 0 when it cannot be read.
static inline int segment_render_affinity_count(void) {
    segment_render_cpu_mask mask = {{0}};
    if (sched_getaffinity(0, sizeof mask.words, mask.words) != 0) return 0;
    return segment_render_cpu_count(&mask);
}

#include <pthread.h>

// Declared only under _GNU_SOURCE, like sched_getaffinity.
extern int sched_getcpu(void);
extern int pthread_attr_setaffinity_np(pthread_attr_t *attr, unsigned long size, const void *mask);

/// Starts a detached thread running `body(context)` on a CPU other than the caller's (when this
/// process may use another): a new thread otherwise often starts on the caller's CPU and runs
/// there until it blocks, stopping the caller, while another CPU idles. Returns pthread_create's
/// result.
static inline int segment_render_start_background_thread(void *(*body)(void *), void *context) {
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    segment_render_cpu_mask others = {{0}};
    int here = sched_getcpu();
    if (here >= 0 && here < 1024 && sched_getaffinity(0, sizeof others.words, others.words) == 0) {
        others.words[here / 64] &= ~(1UL << (here % 64));
        if (segment_render_cpu_count(&others) > 0) pthread_attr_setaffinity_np(&attr, sizeof others.words, others.words);
    }
    pthread_t thread;
    int status = pthread_create(&thread, &attr, body, context);
    pthread_attr_destroy(&attr);
    return status;
}

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

// Declared only under _GNU_SOURCE; glibc 2.28 and later.
extern int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);

/// Moves `source` to `destination`, replacing a regular file there atomically; 0, or an errno.
/// A plain rename over an existing file makes ext4 start writing the new file back before the
/// rename returns (its replace-by-rename heuristic): ~0.15 ms a file here, most of a small PNG's
/// cost. Swapping the two names (RENAME_EXCHANGE) and unlinking the old file at `source` is as
/// atomic for readers of `destination` and skips it. Anything else — no file there, a directory,
/// a file system without exchange — takes the plain rename and its errors.
static inline int segment_render_move_over(const char *source, const char *destination) {
    struct stat existing;
    if (lstat(destination, &existing) == 0 && S_ISREG(existing.st_mode)
        && renameat2(AT_FDCWD, source, AT_FDCWD, destination, 1u << 1 /* RENAME_EXCHANGE */) == 0) {
        unlink(source);
        return 0;
    }
    return rename(source, destination) == 0 ? 0 : errno;
}
