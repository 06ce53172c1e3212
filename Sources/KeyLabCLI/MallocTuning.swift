/// glibc raises its mmap threshold each time a large block is freed (up to
/// 32 MB), so the buffers an interpreted program outgrows (an array doubling
/// as it is appended to) stay in the heap after they are freed and keep the
/// session's resident memory up. A fixed threshold sends every block over
/// 128 KiB to its own mapping, returned to the system when freed (about
/// 1 MiB less at the peak of the REPL benchmark session; docs/performance.md).
enum MallocTuning {
    static func install() {
        #if os(Linux)
        // <malloc.h> is not part of Swift's Glibc module; M_MMAP_THRESHOLD is -3 there.
        _ = glibcMallopt(-3, 128 * 1024)
        #endif
    }
}

#if os(Linux)
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
