import Foundation

/// Runs independent pieces of work on several threads, each with a large
/// stack (the interpreter needs one: LargeStackThread.swift), and returns
/// their results in the order of the items.
///
/// `keylab check-lessons` uses it: every lesson is checked in sessions of its
/// own, so lessons share nothing and can be checked at the same time. Items
/// are taken in the order given, so a caller that puts the longest first
/// keeps every thread busy to the end.
public enum ParallelWork {
    /// How many threads to use: `KEYLAB_JOBS` when set to a positive number,
    /// else one per processor (at most 8).
    public static func defaultThreadCount(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        if let text = environment["KEYLAB_JOBS"], let jobs = Int(text), jobs > 0 { return min(jobs, 64) }
        return max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
    }

    /// `transform` applied to every item, on up to `threads` threads; the
    /// results keep the items' order. With one thread, or one item, the work
    /// runs on the calling thread.
    public static func map<Item, Result>(_ items: [Item], threads: Int = defaultThreadCount(),
                                         _ transform: @escaping (Item) -> Result) -> [Result] {
        let workers = min(max(threads, 1), items.count)
        guard workers > 1 else { return items.map(transform) }
        let queue = WorkQueue(items: items, transform: transform)
        let started = LargeStackThread.runConcurrently(count: workers) { queue.drain() }
        // No thread could be made (a low `ulimit -v`): do the rest here.
        if !started { queue.drain() }
        return queue.results()
    }
}

/// The shared state of one `ParallelWork.map`: the next item to take and
/// the results so far, behind a lock.
private final class WorkQueue<Item, Result>: @unchecked Sendable {
    private let items: [Item]
    private let transform: (Item) -> Result
    private var slots: [Result?]
    private var next = 0
    private let lock = NSLock()

    init(items: [Item], transform: @escaping (Item) -> Result) {
        self.items = items
        self.transform = transform
        self.slots = Array(repeating: nil, count: items.count)
    }

    /// Takes items until none is left.
    func drain() {
        while let index = take() {
            let result = transform(items[index])
            lock.lock()
            slots[index] = result
            lock.unlock()
        }
    }

    private func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < items.count else { return nil }
        next += 1
        return next - 1
    }

    /// Every result, in the items' order (all are there once every thread has drained).
    func results() -> [Result] { slots.compactMap { $0 } }
}
