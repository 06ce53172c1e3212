import Foundation

/// A private temporary folder (`mkdtemp`, mode 0700) for one compile and
/// run, under `$TMPDIR`. The compiler's own temporary files go inside it too
/// (the child's `TMPDIR` points there), so removing it leaves nothing behind.
/// Callers remove it with `defer`, so it goes on every path out; the
/// executable's signal handlers remove it when keylab itself is ended.
final class ScratchFolder {
    let path: String

    /// Creates the folder, or returns nil with the reason.
    static func create() -> Result<ScratchFolder, ScratchFolderError> {
        let base = FileManager.default.temporaryDirectory.path
        var template = Array((base + "/keylab-swiftc-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let start = buffer.baseAddress else { return false }
            return mkdtemp(start) != nil
        }
        guard made else {
            return .failure(ScratchFolderError(message: "cannot create a temporary folder in \(base): \(String(cString: strerror(errno)))"))
        }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        ChildWatch.observer?.folderCreated(path)
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
