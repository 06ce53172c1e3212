/// A name table that can undo the changes made since `beginJournal()`.
///
/// The REPL must forget an entry that fails to compile or traps. It used to keep a copy of the
/// whole global state for that, so the first declaration of every entry copied every name the
/// session had declared: a session of N `let` lines cost O(N²) (100,000 lines took 8 minutes).
/// With a journal the table is changed in place and the few changes of one entry are undone by
/// replaying the journal backwards, so an entry costs the same on line 10 as on line 100,000.
///
/// Outside a journal (every local scope) it is a plain dictionary with one extra Bool test per write.
struct JournaledTable<Entry>: Sequence {
    private var storage: [String: Entry] = [:]
    /// Previous value of each key written since `beginJournal()`, oldest first (nil: the key was absent).
    private var journal: [(key: String, previous: Entry?)] = []
    private var journaling = false

    init() {}

    subscript(key: String) -> Entry? {
        get { storage[key] }
        set {
            if journaling { journal.append((key, storage[key])) }
            storage[key] = newValue
        }
    }

    subscript(key: String, default fallback: @autoclosure () -> Entry) -> Entry {
        get { storage[key] ?? fallback() }
        set { self[key] = newValue }
    }

    var keys: Dictionary<String, Entry>.Keys { storage.keys }
    var values: Dictionary<String, Entry>.Values { storage.values }
    var count: Int { storage.count }

    func makeIterator() -> Dictionary<String, Entry>.Iterator { storage.makeIterator() }

    /// Starts recording writes, so they can be undone by `rollback()`.
    mutating func beginJournal() {
        journal.removeAll(keepingCapacity: true)
        journaling = true
    }

    /// Keeps every change since `beginJournal()` and stops recording.
    mutating func commit() {
        journal.removeAll(keepingCapacity: true)
        journaling = false
    }

    /// Undoes every change since `beginJournal()`, newest first, and stops recording.
    mutating func rollback() {
        journaling = false
        for (key, previous) in journal.reversed() { storage[key] = previous }
        journal.removeAll(keepingCapacity: true)
    }
}

extension Scope {
    /// Starts recording changes to the global name tables (see `JournaledTable`).
    mutating func beginJournal() {
        variables.beginJournal()
        functions.beginJournal()
    }

    mutating func commitJournal() {
        variables.commit()
        functions.commit()
    }

    mutating func rollbackJournal() {
        variables.rollback()
        functions.rollback()
    }
}
