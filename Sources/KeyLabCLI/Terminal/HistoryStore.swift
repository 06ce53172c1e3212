import CEditLine
import Foundation
import Lessons

/// The REPL's line history: loaded at start, saved at exit (also on Ctrl-D
/// and SIGTERM), duplicates collapsed, at most 1,000 entries. Saving writes
/// a temporary file and renames it, so a crash mid-save keeps the old file.
final class HistoryStore {
    static let limit = 1_000
    let path: String
    private(set) var entries: [String] = []
    private var warned = false

    init(path: String) { self.path = path }

    /// The largest history file read: 1,000 entries of ordinary lines are far less.
    static let sizeLimit = 8 * 1_048_576
    /// The history file could not be read: it is kept, not saved over.
    private var refusesToSave = false

    /// Reads the history file into libedit and into `entries`. A file that
    /// is not a regular file (a FIFO would block libedit) or is too large is
    /// reported and left alone, and the history is not saved over it.
    func load() {
        switch BoundedFileReader.read(path, limit: Self.sizeLimit) {
        case .success: break
        case .failure(.missing): return
        case .failure(let failure):
            refusesToSave = true
            Output.error("warning: cannot read the history file \(path): \(failure.reason)\nnote: keylab leaves it as it is and will not save history in this session; fix it or move it away, then restart keylab\n")
            return
        }
        guard keylab_read_history(path) == 0 else {
            Output.error("warning: could not read the history file \(path); starting with an empty history\n")
            return
        }
        var loaded: [String] = []
        let count = keylab_history_length()
        for offset in 0..<max(0, count) {
            if let line = keylab_history_entry(Int32(offset)) { loaded.append(String(cString: line)) }
        }
        entries = Self.collapsed(loaded)
        rebuildEditorHistory()
    }

    /// Adds a typed line (blank lines are not kept).
    func record(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        entries.removeAll { $0 == line }
        entries.append(line)
        if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
        rebuildEditorHistory()
    }

    /// Writes the history file (atomically); reports a problem once.
    func save() {
        guard !refusesToSave else { return }
        let directory = (path as NSString).deletingLastPathComponent
        if let problem = UserPaths.ensureDirectory(directory) {
            warnOnce("warning: history not saved: \(problem)")
            return
        }
        // libedit opens the name it is given and follows links: hand it a
        // fresh file made here with O_EXCL | O_NOFOLLOW, never a planted link.
        let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_CREAT | O_EXCL | O_NOFOLLOW | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            warnOnce("warning: history not saved: cannot create \(temporary): \(BoundedFileReader.message(errno))")
            return
        }
        close(descriptor)
        rebuildEditorHistory()
        let result = keylab_write_history(temporary)
        guard result == 0 else {
            unlink(temporary)
            warnOnce("warning: history not saved: cannot write \(temporary): \(OutputFailure.describe(result))")
            return
        }
        // libedit reports success even when a write was cut short (a full
        // disk, `ulimit -f`): read the file back before it replaces the old one.
        guard writtenIntact(temporary) else {
            unlink(temporary)
            warnOnce("warning: history not saved: \(Self.shortWriteReason()); the previous history file is kept")
            return
        }
        if rename(temporary, path) != 0 {
            unlink(temporary)
            warnOnce("warning: history not saved: cannot replace \(path)")
        }
    }

    /// True when `file` reads back as exactly `entries`.
    private func writtenIntact(_ file: String) -> Bool {
        keylab_clear_history()
        defer { rebuildEditorHistory() }
        guard keylab_read_history(file) == 0 || entries.isEmpty else { return false }
        let count = Int(keylab_history_length())
        guard count == entries.count else { return false }
        return (0..<count).allSatisfy { offset in
            keylab_history_entry(Int32(offset)).map { String(cString: $0) } == entries[offset]
        }
    }

    /// Why a history file came out short: the file size limit when one is set.
    private static func shortWriteReason() -> String {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        #else
        let resource = RLIMIT_FSIZE
        #endif
        // RLIM_INFINITY is all ones on Linux, Int64.max on macOS.
        if getrlimit(resource, &limit) == 0, limit.rlim_cur < rlim_t(Int64.max) {
            return OutputFailure.describe(EFBIG)
        }
        return "the file was written only in part (is the disk full?)"
    }

    private func rebuildEditorHistory() {
        keylab_clear_history()
        for entry in entries { keylab_add_history(entry) }
    }

    private func warnOnce(_ message: String) {
        guard !warned else { return }
        warned = true
        Output.error(message + "\n")
    }

    /// Keeps the last occurrence of each line, in order, at most `limit`.
    static func collapsed(_ lines: [String]) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for line in lines.reversed() where !seen.contains(line) {
            seen.insert(line)
            result.append(line)
        }
        return Array(result.reversed().suffix(limit))
    }
}
