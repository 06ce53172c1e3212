#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs test code on a thread with a large stack, as keylab runs evaluations (KeyLab's
/// `LargeStackThread`; SwiftSubset's tests cannot import KeyLab). Deep recursion in the
/// unoptimised test build needs more than a test thread's 8 MB.
enum LargeStack {
    static let size = 512 << 20

    /// Runs `body` on a `size`-byte stack and returns its result (nil if no thread could be made).
    static func run<T>(_ body: @escaping () -> T) -> T? {
        var result: T?
        let box = Box()
        box.body = { result = body() }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, size)
        let context = Unmanaged.passRetained(box).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { raw in
            if let raw { Unmanaged<Box>.fromOpaque(raw).takeRetainedValue().body() }
            return nil
        }, context)
        guard created == 0 else { Unmanaged<Box>.fromOpaque(context).release(); return nil }
        pthread_join(thread, nil)
        #else
        var thread: pthread_t?
        let created = pthread_create(&thread, &attributes, { raw in
            Unmanaged<Box>.fromOpaque(raw).takeRetainedValue().body()
            return nil
        }, context)
        guard created == 0, let thread else { Unmanaged<Box>.fromOpaque(context).release(); return nil }
        pthread_join(thread, nil)
        #endif
        return result
    }

    /// The work, boxed to cross into the C thread entry point.
    private final class Box { var body: () -> Void = {} }
}
