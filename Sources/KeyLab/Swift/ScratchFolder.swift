import Foundation

/// A private temporary folder (`mkdtemp`, mode 0700) for one compile and
/// run, under `$TMPDIR`. The compiler's own temporary files go inside it too
/// (the child's `TMPDIR` points there), so removing it leaves nothing behind.
/// Callers remove it with `defer`, so it goes on every path out; the
/// executable's signal handlers remove it when keylab itself is ended.
final class ScratchFolder {
    let path: String

    /// Creates the folder, or returns nil with the reason.
    /// `prefix` names the folder (`keylab-swiftc-…` for compiles, `keylab-edit-…` for `:edit`).
    static func create(prefix: String = "keylab-swiftc") -> Result<ScratchFolder, ScratchFolderError> {
        let base = FileManager.default.temporaryDirectory.path
        let observer = ChildWatch.observer
        // The ending signals wait on this thread while the folder is made and registered, so the
        // handler (on this or another thread) never sweeps between the two and misses the folder.
        var ending = sigset_t(), previous = sigset_t()
        sigemptyset(&ending)
        for signo in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&ending, signo) }
        pthread_sigmask(SIG_BLOCK, &ending, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        guard observer?.folderCreationStarts() ?? true else {
            return .failure(ScratchFolderError(message: Messages.current.swiftc(.endingNoFolder)))
        }
        defer { observer?.folderCreationEnded() }
        var template = Array((base + "/" + prefix + "-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let start = buffer.baseAddress else { return false }
            return mkdtemp(start) != nil
        }
        guard made else {
            return .failure(ScratchFolderError(message: Messages.current.swiftc(.cannotCreateFolder, ["folder": base, "reason": String(cString: strerror(errno))])))
        }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        observer?.folderCreated(path)
        return .success(ScratchFolder(path: path))
    }

    private init(path: String) { self.path = path }

    /// Deletes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
        ChildWatch.observer?.folderRemoved(path)
    }
}

/// Why a scratch folder could not be made.
struct ScratchFolderError: Error {
    var message: String
}
