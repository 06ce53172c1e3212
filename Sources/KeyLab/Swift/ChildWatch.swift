import Foundation

/// Tells the executable about every process group and scratch folder keylab
/// creates, so that its signal handlers can kill the groups and remove the
/// folders when keylab itself is ended (Ctrl-C, `kill`, a closed terminal).
///
/// The session module has no signal handlers of its own (only the `keylab`
/// executable touches signals); without an observer nothing is reported and
/// the runner still cleans up on every path it controls.
public enum ChildWatch {
    /// The executable's side of the watch. Each closure must be quick: it
    /// runs on the thread that starts or ends the child.
    public struct Observer: Sendable {
        /// A child group started; `stopSignal` is what stops it well
        /// (SIGINT lets `swiftc` stop its own compiler processes). Returns
        /// false when keylab is already being ended: the child is then
        /// stopped at once.
        public var childStarted: @Sendable (_ group: Int32, _ stopSignal: Int32) -> Bool
        /// The child group was reaped and killed.
        public var childEnded: @Sendable (_ group: Int32) -> Void
        /// A scratch folder was created.
        public var folderCreated: @Sendable (_ path: String) -> Void
        /// The scratch folder was removed.
        public var folderRemoved: @Sendable (_ path: String) -> Void
        /// A scratch folder is about to be created; false when keylab is already being ended (no
        /// folder is made then). Paired with `folderCreationEnded`, so an ending signal handled on
        /// another thread waits for a folder being made and registered, and never misses it.
        public var folderCreationStarts: @Sendable () -> Bool
        /// The folder of the last `folderCreationStarts` is made and registered, or was not made.
        public var folderCreationEnded: @Sendable () -> Void

        /// An observer made of the reports.
        public init(childStarted: @escaping @Sendable (Int32, Int32) -> Bool,
                    childEnded: @escaping @Sendable (Int32) -> Void,
                    folderCreated: @escaping @Sendable (String) -> Void,
                    folderRemoved: @escaping @Sendable (String) -> Void,
                    folderCreationStarts: @escaping @Sendable () -> Bool = { true },
                    folderCreationEnded: @escaping @Sendable () -> Void = {}) {
            self.folderCreationStarts = folderCreationStarts
            self.folderCreationEnded = folderCreationEnded
            self.childStarted = childStarted
            self.childEnded = childEnded
            self.folderCreated = folderCreated
            self.folderRemoved = folderRemoved
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed: Observer?

    /// Sets the observer (once, at start-up, before any child runs).
    public static func install(_ observer: Observer) {
        lock.lock()
        defer { lock.unlock() }
        installed = observer
    }

    static var observer: Observer? {
        lock.lock()
        defer { lock.unlock() }
        return installed
    }
}
