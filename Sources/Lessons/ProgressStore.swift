import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The progress file `progress.json` in the data directory.
///
/// Every change is applied to the file's current contents under an exclusive
/// lock (`progress.lock`, `flock`), then written to a temporary file that is
/// renamed over the old one: a crash never leaves half a file, and two keylab
/// processes never lose each other's changes.
public final class ProgressStore: @unchecked Sendable {
    /// The folder holding the progress file.
    public let directory: String
    /// Warnings to show the learner (a corrupt file set aside, a failed write).
    public private(set) var warnings: [String] = []
    /// The last save failed (the folder is read-only or cannot be created).
    public private(set) var lastSaveFailed = false
    private var reportedSaveFailure = false

    public init(directory: String) {
        self.directory = directory
    }

    public var path: String { directory + "/progress.json" }
    var lockPath: String { directory + "/progress.lock" }

    /// Takes and clears the warnings collected so far.
    public func takeWarnings() -> [String] {
        defer { warnings.removeAll() }
        return warnings
    }

    /// Reads the progress (empty when there is no file yet). A file that
    /// cannot be read is moved aside with a warning.
    public func load() -> LessonProgress {
        // Nothing saved yet: don't create the folder just to read nothing.
        guard FileManager.default.fileExists(atPath: path) else { return LessonProgress() }
        return withLock { readOrSetAside() }
    }

    /// Applies `change` to the progress on disk and saves it; returns the result.
    @discardableResult
    public func update(_ change: (inout LessonProgress) -> Void) -> LessonProgress {
        withLock {
            var progress = readOrSetAside()
            change(&progress)
            write(progress)
            return progress
        }
    }

    private func readOrSetAside() -> LessonProgress {
        guard let data = FileManager.default.contents(atPath: path) else { return LessonProgress() }
        do {
            return try JSONDecoder().decode(LessonProgress.self, from: data)
        } catch {
            let aside = path + ".corrupt-" + Self.timestamp()
            if (try? FileManager.default.moveItem(atPath: path, toPath: aside)) != nil {
                warnings.append("warning: could not read the progress file \(path); moved it to \(aside) and starting with fresh progress")
            } else {
                warnings.append("warning: could not read the progress file \(path); starting with fresh progress")
            }
            return LessonProgress()
        }
    }

    private func write(_ progress: LessonProgress) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(progress) else {
            reportSaveFailure("the progress could not be encoded")
            return
        }
        if let problem = Self.writeAtomically(data, to: path) {
            reportSaveFailure(problem)
        } else {
            lastSaveFailed = false
        }
    }

    /// A read-only or missing data folder is reported once; the session goes on.
    private func reportSaveFailure(_ problem: String) {
        lastSaveFailed = true
        guard !reportedSaveFailure else { return }
        reportedSaveFailure = true
        warnings.append("warning: progress cannot be saved to \(path): \(problem); keylab goes on, but what you finish now is not remembered")
    }

    /// Writes `data` to a temporary file beside `path` and renames it over
    /// `path`; returns what went wrong, in words, or nil.
    static func writeAtomically(_ data: Data, to path: String) -> String? {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, failure == nil, let base = buffer.baseAddress {
                let written = posixWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno != EINTR { failure = String(cString: strerror(errno)) }
                } else {
                    offset += written
                }
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if failure != nil { unlink(temporary) }
        return failure
    }

    /// Runs `body` holding an exclusive lock on `progress.lock`. When the lock
    /// file cannot be made (read-only folder), runs without it.
    private func withLock<T>(_ body: () -> T) -> T {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let descriptor = open(lockPath, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { return body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return body()
    }

    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: Date())
    }
}

/// `write(2)`, named so it does not clash with methods called `write`.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(descriptor, buffer, count)
    #else
    return Darwin.write(descriptor, buffer, count)
    #endif
}
