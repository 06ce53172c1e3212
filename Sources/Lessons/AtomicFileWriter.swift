import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents all at once: the bytes go to a new temporary
/// file beside it, which is flushed and renamed over the file, and then the
/// folder is flushed so the rename itself is on disk. A crash at any moment
/// leaves either the old file or the new one, never half of either.
///
/// The temporary file is created with `O_CREAT | O_EXCL | O_NOFOLLOW` under a
/// name no other run uses: a symbolic link (or any file) planted at that name
/// makes the open fail instead of writing wherever the link points.
public enum AtomicFileWriter {
    /// The prefix of temporary files written for `path` (`progress.json.tmp-`);
    /// the process id and a random part follow.
    public static func temporaryPrefix(for path: String) -> String { path + ".tmp-" }

    /// Writes `data` to `path` atomically with permissions `mode`; returns what
    /// went wrong, in words, or nil. `path` itself is replaced, not followed:
    /// callers that mean to write through a symbolic link resolve it first.
    public static func write(_ data: Data, to path: String, mode: mode_t = 0o600) -> String? {
        var descriptor: Int32 = -1
        var temporary = ""
        // A name taken (a crashed run's leftover, or a planted link) is skipped, not reused.
        for _ in 0..<16 {
            temporary = temporaryPrefix(for: path) + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            descriptor = open(temporary, O_CREAT | O_EXCL | O_NOFOLLOW | O_WRONLY | O_CLOEXEC, mode)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { return BoundedFileReader.message(errno) }
        // The umask may have narrowed `mode`; the caller asked for exactly it.
        _ = fchmod(descriptor, mode)
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, failure == nil, let base = buffer.baseAddress {
                let written = posixWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno != EINTR { failure = BoundedFileReader.message(errno) }
                } else {
                    offset += written
                }
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = BoundedFileReader.message(errno) }
        if close(descriptor) != 0, failure == nil { failure = BoundedFileReader.message(errno) }
        if failure == nil, rename(temporary, path) != 0 { failure = BoundedFileReader.message(errno) }
        if failure != nil {
            unlink(temporary)
            return failure
        }
        syncFolder(of: path)
        return nil
    }

    /// Flushes the folder holding `path`, so a rename into it survives a crash
    /// of the machine. File systems that cannot do this are left as they are.
    static func syncFolder(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
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
