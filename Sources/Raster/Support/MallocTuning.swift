internal import CGlibc

/// glibc's malloc serves blocks over 128 KB with `mmap` and hands freed memory at the top of a heap
/// back to the kernel. A renderer allocates same-sized pixel buffers (264 KB for the demo at 2x)
/// frame after frame, so each came back as fresh pages and was page-faulted in again: 5,300 faults
/// for a 61-frame APNG of the demo, 2,300 with these settings. For a short-lived process that
/// reuses what it frees, keeping it costs no peak memory.
package enum MallocTuning {
    /// Keeps freed memory in the process: blocks up to 64 MB come from the heap, which is trimmed
    /// only past 256 MB free and grows 16 MB at a time. Call once, before the work starts.
    package static func keepFreedMemory() {
        _ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
        _ = mallopt(M_TOP_PAD, 16 << 20)
    }
}
