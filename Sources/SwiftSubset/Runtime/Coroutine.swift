#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A body that runs on its own thread but never at the same time as the thread that resumes it:
/// `resume()` hands control over and waits until the body calls `suspend()` or returns. This is how
/// a learner's `Task { … }` can stop in the middle of nested calls (at `await Task.sleep`, say)
/// and go on later, while keylab's compiled closures stay ordinary synchronous code.
///
/// Only one side runs at a time, and every hand-over passes a semaphore, so the interpreter's state
/// is never touched by two threads at once and each side sees what the other wrote. keylab imports
/// only the C library here (threads, not IO; see docs/decisions.md "Concurrency").
final class Coroutine: @unchecked Sendable {
    private let toBody = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
    private let toResumer = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
    private var body: (() -> Void)?
    /// Set once the body has returned.
    private(set) var isFinished = false
    private var isStarted = false

    /// A coroutine whose body will run on a new thread of `stackSize` bytes; nil when the system
    /// cannot make one.
    init?(stackSize: Int, body: @escaping () -> Void) {
        sem_init(toBody, 0, 0)
        sem_init(toResumer, 0, 0)
        self.body = body
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let made = pthread_create(&thread, &attributes, { raw in
            guard let raw else { return nil }
            let me = Unmanaged<Coroutine>.fromOpaque(raw).takeRetainedValue()
            me.main()
            return nil
        }, context)
        if made != 0 {
            Unmanaged<Coroutine>.fromOpaque(context).release()
            return nil
        }
    }

    deinit {
        sem_destroy(toBody)
        sem_destroy(toResumer)
        toBody.deallocate()
        toResumer.deallocate()
    }

    private func main() {
        Coroutine.wait(toBody)
        body?()
        body = nil
        isFinished = true
        sem_post(toResumer)
    }

    /// Runs the body until it suspends or returns (on the resuming thread).
    func resume() {
        guard !isFinished else { return }
        isStarted = true
        sem_post(toBody)
        Coroutine.wait(toResumer)
    }

    /// Gives control back to the resumer and waits to be resumed (on the body's thread).
    func suspend() {
        sem_post(toResumer)
        Coroutine.wait(toBody)
    }

    private static func wait(_ semaphore: UnsafeMutablePointer<sem_t>) {
        while sem_wait(semaphore) != 0 {}
    }
}
