import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole regular file, refusing anything else before reading it:
/// a FIFO or device (which could block forever or never end), a folder, or a
/// file over a size limit (which would cost seconds and gigabytes to parse).
///
/// `FileManager.contents(atPath:)` answers nil for every one of these, which
/// callers took to mean "no file"; this reader says which problem it was.
public enum BoundedFileReader {
    /// Why a file could not be read.
    public enum Failure: Error, Equatable, Sendable {
        /// Nothing at that path.
        case missing
        /// Something other than a regular file (`kind` in words: "a folder").
        case notRegularFile(kind: String)
        /// The file holds more bytes than the limit.
        case tooLarge(size: Int64, limit: Int)
        /// The OS refused (`reason` is its message, e.g. "Permission denied").
        case unreadable(reason: String)

        /// The problem in words, to follow "cannot read PATH: ".
        public var reason: String {
            switch self {
            case .missing: return "no such file"
            case .notRegularFile(let kind): return "it is \(kind), not a regular file"
            case .tooLarge(let size, let limit):
                return "it is \(BoundedFileReader.describe(bytes: size)), over the \(BoundedFileReader.describe(bytes: Int64(limit))) limit"
            case .unreadable(let reason): return reason
            }
        }
    }

    /// Reads `path` (following symbolic links) when it is a regular file of at
    /// most `limit` bytes. Never blocks on a FIFO: it is opened non-blocking
    /// and refused by its type.
    public static func read(_ path: String, limit: Int) -> Result<Data, Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT {
                // A symbolic link to nothing is there, but unreadable: not "no file".
                var link = stat()
                if lstat(path, &link) == 0 {
                    return .failure(.unreadable(reason: "it is a symbolic link to a file that does not exist"))
                }
                return .failure(.missing)
            }
            // A file where a folder of the path should be: nothing is there.
            if code == ENOTDIR { return .failure(.missing) }
            return .failure(.unreadable(reason: message(code)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(reason: message(errno))) }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else { return .failure(.notRegularFile(kind: kindName(type))) }
        // Checked before reading, so an oversized file costs nothing.
        guard info.st_size <= Int64(limit) else { return .failure(.tooLarge(size: Int64(info.st_size), limit: limit)) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(reason: message(errno)))
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            // The file may grow while it is read: the limit still holds.
            if data.count > limit { return .failure(.tooLarge(size: Int64(data.count), limit: limit)) }
        }
        return .success(data)
    }

    /// "1.5 MB", "512 KB", "12 bytes".
    public static func describe(bytes: Int64) -> String {
        if bytes >= 1_048_576 {
            let tenths = (bytes * 10 + 524_288) / 1_048_576
            return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
        }
        if bytes >= 1024 { return "\(bytes / 1024) KB" }
        return "\(bytes) byte\(bytes == 1 ? "" : "s")"
    }

    /// The OS's message for `errno`.
    public static func message(_ code: Int32) -> String { String(cString: strerror(code)) }

    private static func kindName(_ type: mode_t) -> String {
        switch type {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }
}

/// `read(2)`, named so it does not clash with methods called `read`.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(descriptor, buffer, count)
    #else
    return Darwin.read(descriptor, buffer, count)
    #endif
}
