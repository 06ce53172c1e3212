import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The progress file `progress.json` in the data directory.
///
/// Every change is applied to the file's current contents under an exclusive
/// lock (`progress.lock`, `flock`), then written atomically (see
/// `AtomicFileWriter`): a crash never leaves half a file, and two keylab
/// processes never lose each other's changes.
///
/// A file keylab cannot read (no permission, a folder or FIFO in its place,
/// over `sizeLimit`) is not "no progress": it is reported, left exactly as it
/// is, and nothing is saved over it for the rest of the session.
public final class ProgressStore: @unchecked Sendable {
    /// The largest progress file keylab reads. Real progress is a few KB; a
    /// bigger file is not keylab's and would cost seconds to parse.
    public static let sizeLimit = 1_048_576
    /// Temporary files older than this are a crashed run's, whatever their pid.
    static let staleAge: TimeInterval = 3600

    /// The folder holding the progress file.
    public let directory: String
    /// Warnings to show the learner (a corrupt file set aside, a failed write).
    public private(set) var warningKinds: [ProgressWarning] = []
    /// The warnings in English.
    public var warnings: [String] { warningKinds.map(\.english) }
    /// The last save failed, or saving is refused for this session.
    public private(set) var lastSaveFailed = false
    /// Why progress is not being saved, in words (nil while saves succeed).
    public private(set) var saveProblem: String?
    /// Set when the file on disk must not be replaced this session (it could
    /// not be read, or the lock file is a symbolic link).
    public private(set) var refusesToSave = false
    private var reportedSaveFailure = false
    /// Lessons whose unreadable step keys were reported (once each per session).
    private var reportedStepKeys: Set<String> = []
    /// The progress as last read or changed, used when the disk cannot be.
    private var current = LessonProgress()

    public init(directory: String) {
        self.directory = directory
    }

    /// `progress.json` in `directory`.
    public var path: String { directory + "/progress.json" }
    var lockPath: String { directory + "/progress.lock" }

    /// Takes and clears the warnings collected so far, in English.
    public func takeWarnings() -> [String] { takeWarningKinds().map(\.english) }

    /// Takes and clears the warnings collected so far, as kinds for the session to word.
    public func takeWarningKinds() -> [ProgressWarning] {
        defer { warningKinds.removeAll() }
        return warningKinds
    }

    /// Reads the progress (empty when there is no file yet). A file that is
    /// not valid progress is moved aside with a warning; a file that cannot
    /// be read at all is left alone, with a warning, and saving stops.
    /// Temporary files of crashed runs are removed first.
    public func load() -> LessonProgress {
        removeStaleTemporaryFiles()
        // Nothing saved yet: don't create the folder just to read nothing.
        // lstat, not stat: a symbolic link to nothing is there, and unreadable.
        var info = stat()
        guard lstat(path, &info) == 0 else { return current }
        current = withLock { readOrRefuse() ?? LessonProgress() }
        return current
    }

    /// Applies `change` to the progress on disk and saves it; returns the result.
    /// While saving is refused or failing, the change applies in memory only.
    @discardableResult
    public func update(_ change: (inout LessonProgress) -> Void) -> LessonProgress {
        withLock {
            // After a failed save the disk lacks this session's changes: build on memory.
            var progress = (!refusesToSave && !lastSaveFailed ? readOrRefuse() : nil) ?? current
            change(&progress)
            current = progress
            if refusesToSave {
                lastSaveFailed = true
            } else {
                write(progress)
            }
            return progress
        }
    }

    /// The progress on disk; nil when the file cannot be read, after
    /// refusing to save for the rest of the session.
    private func readOrRefuse() -> LessonProgress? {
        switch BoundedFileReader.read(path, limit: Self.sizeLimit) {
        case .success(let data):
            if let progress = try? JSONDecoder().decode(LessonProgress.self, from: data) {
                reportUnreadableStepKeys(progress)
                return progress
            }
            return setAsideCorruptFile()
        case .failure(.missing):
            return LessonProgress()
        case .failure(.tooLarge(let size, _)):
            refuse(problem: "\(path) is \(BoundedFileReader.describe(bytes: size)), too large to be keylab's progress",
                   warning: .tooLarge(path: path, size: BoundedFileReader.describe(bytes: size),
                                      limit: BoundedFileReader.describe(bytes: Int64(Self.sizeLimit))))
            return nil
        case .failure(let failure):
            refuse(problem: "keylab cannot read \(path)",
                   warning: .unreadable(path: path, reason: failure.reason))
            return nil
        }
    }

    /// Step keys that are not a list of names cost a warning, not the file.
    private func reportUnreadableStepKeys(_ progress: LessonProgress) {
        let ids = progress.lessons.filter { $0.value.unreadableStepKeys && !reportedStepKeys.contains($0.key) }.keys.sorted()
        guard !ids.isEmpty else { return }
        reportedStepKeys.formUnion(ids)
        warningKinds.append(.stepKeysIgnored(path: path, lessons: ids))
    }

    /// Moves a file that is not valid progress aside so the learner can go
    /// on; when it cannot be moved, it is kept and saving stops instead.
    private func setAsideCorruptFile() -> LessonProgress? {
        let aside = path + ".corrupt-" + Self.timestamp() + "-\(getpid())"
        if rename(path, aside) == 0 {
            warningKinds.append(.setAside(path: path, aside: aside))
            return LessonProgress()
        }
        refuse(problem: "keylab cannot read \(path)",
               warning: .invalidAndKept(path: path, reason: BoundedFileReader.message(errno)))
        return nil
    }

    /// Stops saving for this session, saying so once: the file on disk
    /// stays exactly as it is.
    private func refuse(problem: String, warning: ProgressWarning) {
        lastSaveFailed = true
        guard !refusesToSave else { return }
        refusesToSave = true
        saveProblem = problem
        warningKinds.append(warning)
    }

    private func write(_ progress: LessonProgress) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(progress) else {
            reportSaveFailure("the progress could not be encoded")
            return
        }
        if let problem = AtomicFileWriter.write(data, to: path) {
            reportSaveFailure(problem)
        } else {
            lastSaveFailed = false
            saveProblem = nil
        }
    }

    /// A read-only or missing data folder is reported once; the session goes on.
    private func reportSaveFailure(_ problem: String) {
        lastSaveFailed = true
        saveProblem = "\(path) cannot be written (\(problem))"
        guard !reportedSaveFailure else { return }
        reportedSaveFailure = true
        warningKinds.append(.cannotSave(path: path, problem: problem))
    }

    /// Runs `body` holding an exclusive lock on `progress.lock`. When the lock
    /// file cannot be made (read-only folder), runs without it: the write then
    /// fails too and is reported. A symbolic link (or anything but a plain
    /// file) at the lock's name is never followed, and saving stops.
    private func withLock<T>(_ body: () -> T) -> T {
        guard PrivateFolder.create(directory) == nil else { return body() }
        let descriptor = open(lockPath, O_CREAT | O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            if errno == ELOOP { refuseLock(isLink: true) }
            return body()
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            refuseLock(isLink: false)
            return body()
        }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return body()
    }

    private func refuseLock(isLink: Bool) {
        refuse(problem: "\(lockPath) is not keylab's lock file", warning: .lockUnusable(lockPath: lockPath, isLink: isLink))
    }

    /// Removes `progress.json.tmp-*` files left by runs that crashed before
    /// their rename: those whose process is gone, or older than `staleAge`.
    /// A live process's file is its save in progress, and is kept.
    func removeStaleTemporaryFiles(now: Date = Date()) {
        let prefix = (AtomicFileWriter.temporaryPrefix(for: path) as NSString).lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) {
            let file = directory + "/" + name
            // attributesOfItem does not follow links: a planted link is removed, not its target.
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file),
                  let type = attributes[.type] as? FileAttributeType,
                  type == .typeRegular || type == .typeSymbolicLink else { continue }
            let pid = Int32(name.dropFirst(prefix.count).prefix { $0.isNumber })
            if pid == getpid() { continue }
            let modified = attributes[.modificationDate] as? Date ?? now
            if !Self.isAlive(pid) || now.timeIntervalSince(modified) > Self.staleAge {
                unlink(file)
            }
        }
    }

    /// True when a process with this id exists (possibly another user's).
    static func isAlive(_ pid: Int32?) -> Bool {
        guard let pid, pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: Date())
    }
}
