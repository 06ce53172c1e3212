extension PreludeFile {
    /// `DispatchQueue.main.async`: blocks that run once the code that queued them has returned.
    static let dispatchQueue = PreludeFile(module: "Foundation", name: "DispatchQueue", declares: ["DispatchQueue", "DispatchTime", "DispatchTimeInterval", "DispatchQoS"], text: #"""
    // keylab's app has one thread, the main one, and no clock: a block given to
    // `async` (or `asyncAfter`, whatever the deadline) runs once the handler or
    // lifecycle method that queued it has returned, in the order the blocks were
    // queued, and a layout pass follows, as when the main run loop comes round.

    /// The blocks queued on the main queue, not yet run.
    var _keylabMainQueue: [() -> Void] = []

    /// Runs the queued blocks, those they queue too, up to `limit` of them;
    /// returns how many ran (keylab notes a queue that never empties).
    func _keylabDrainMainQueue(_ limit: Int) -> Int {
        var ran = 0
        while !_keylabMainQueue.isEmpty && ran < limit {
            let work = _keylabMainQueue.removeFirst()
            work()
            ran += 1
        }
        if ran >= limit { _keylabMainQueue = [] }
        return ran
    }

    /// Whether a block is waiting.
    func _keylabMainQueueWaiting() -> Bool { !_keylabMainQueue.isEmpty }

    /// A quality of service: which work goes first (the same here).
    struct DispatchQoS {
        enum QoSClass {
            case background, utility, `default`, userInitiated, userInteractive, unspecified
        }
    }

    /// A length of time.
    enum DispatchTimeInterval {
        case seconds(Int), milliseconds(Int), microseconds(Int), nanoseconds(Int), never
    }

    /// A moment, in nanoseconds since the app started (keylab's clock stands still).
    struct DispatchTime {
        let uptimeNanoseconds: UInt64
        static func now() -> DispatchTime { DispatchTime(uptimeNanoseconds: 0) }
        static let distantFuture = DispatchTime(uptimeNanoseconds: UInt64.max)
    }

    /// `.now() + 0.3`: a moment 0.3 seconds later.
    func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(uptimeNanoseconds: time.uptimeNanoseconds + UInt64(max(0, seconds) * 1_000_000_000))
    }

    /// `.now() + .milliseconds(300)`.
    func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        switch interval {
        case .seconds(let n): return time + Double(n)
        case .milliseconds(let n): return time + Double(n) / 1_000
        case .microseconds(let n): return time + Double(n) / 1_000_000
        case .nanoseconds(let n): return time + Double(n) / 1_000_000_000
        case .never: return DispatchTime.distantFuture
        }
    }

    /// A queue of work. keylab runs everything on the main thread: `main`'s
    /// blocks wait for the current code to return; a global queue's too.
    class DispatchQueue {
        /// The main queue, where UIKit code runs.
        static let main = DispatchQueue(label: "com.apple.main-thread")
        let label: String
        init(label: String) { self.label = label }

        /// A global queue (keylab runs its blocks on the main thread, after the current code).
        class func global(qos: DispatchQoS.QoSClass = .unspecified) -> DispatchQueue {
            DispatchQueue(label: "com.apple.root.default-qos")
        }

        /// Queues `work`: it runs after the code that called this returns.
        func async(execute work: @escaping () -> Void) {
            _keylabMainQueue.append(work)
        }

        /// Queues `work` for `deadline`; keylab's clock stands still, so it runs
        /// as `async`'s does, after the code that called this returns.
        func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
            _keylabMainQueue.append(work)
        }

        /// Runs `work` now and waits for it.
        func sync(execute work: () -> Void) {
            work()
        }
    }

    """#)
}
