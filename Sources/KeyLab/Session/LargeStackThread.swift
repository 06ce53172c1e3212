#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread with a large machine stack.
///
/// The interpreter compiles Swift to closures, so one interpreted call takes several host frames
/// (about 0.5 KB in a release build, 5 KB in a debug build). On the main thread's 8 MB that allows
/// only about a thousand nested calls in a debug build; on a 1 GB thread a release build manages
/// hundreds of thousands, and `EvaluationLimits.maxDepth` (100,000) is the limit learners meet. The
/// memory is only reserved: pages are touched, and so counted, only as deep recursion uses them.
public enum LargeStackThread {
    /// The stack keylab asks for.
    public static let defaultSize = 1 << 30

    /// Bytes of stack evaluations may use on a thread of `size` bytes: all but a margin for the
    /// frames above the evaluation and for the deepest builtin one interpreted call may run.
    public static func evaluationBytes(threadSize: Int) -> Int {
        max(threadSize - (64 << 20), 1 << 20)
    }

    /// Runs `body` on a new thread with `size` bytes of stack and waits for it to finish.
    /// Returns false, without running `body`, when no such thread can be made (a low
    /// `ulimit -v`, say): the caller then runs `body` itself with the usual limits.
    public static func run(size: Int = defaultSize, _ body: @escaping () -> Void) -> Bool {
        guard let thread = withAttributes(size: size, { start(body, $0) }) ?? nil else { return false }
        // The waiting thread takes no signals, so Ctrl-C, a resize or SIGTERM reach the worker:
        // its handlers, and its blocking reads (libedit) that a signal must interrupt, are there.
        var all = sigset_t(), previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, &previous)
        join(thread)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        return true
    }

    /// Runs `body` on `count` new threads of `size` bytes of stack at once and waits for all of
    /// them. Returns false when not even one thread could be made; the threads that were made
    /// still ran `body` to the end.
    public static func runConcurrently(count: Int, size: Int = defaultSize, _ body: @escaping () -> Void) -> Bool {
        let threads: [Thread] = withAttributes(size: size) { attributes in
            var made: [Thread] = []
            for _ in 0..<max(count, 0) {
                guard let thread = start(body, attributes) else { break }
                made.append(thread)
            }
            return made
        } ?? []
        threads.forEach(join)
        return !threads.isEmpty
    }

    #if canImport(Glibc)
    private typealias Thread = pthread_t
    #else
    private typealias Thread = pthread_t?
    #endif

    /// `work` with thread attributes asking for `size` bytes of stack; nil when they cannot be made.
    private static func withAttributes<T>(size: Int, _ work: (UnsafeMutablePointer<pthread_attr_t>) -> T) -> T? {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, size) == 0 else { return nil }
        return work(&attributes)
    }

    /// A new thread running `body`, or nil when none could be made.
    private static func start(_ body: @escaping () -> Void, _ attributes: UnsafeMutablePointer<pthread_attr_t>) -> Thread? {
        let context = Unmanaged.passRetained(Work(body)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        let created = pthread_create(&thread, attributes, { raw in
            if let raw { Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().body() }
            return nil
        }, context)
        #else
        var thread: pthread_t?
        let created = pthread_create(&thread, attributes, { raw in
            Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().body()
            return nil
        }, context)
        #endif
        guard created == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    private static func join(_ thread: Thread) {
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #else
        if let thread { pthread_join(thread, nil) }
        #endif
    }

    /// The closure, boxed to cross into the C thread entry point.
    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }
}
