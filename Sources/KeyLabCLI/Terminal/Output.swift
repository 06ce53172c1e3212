#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes text to standard output or standard error, unbuffered. A write
/// error is handed to `OutputFailure` (a closed pipe, a full disk).
enum Output {
    static func write(_ text: String, to descriptor: Int32 = 1) {
        guard !text.isEmpty, !(descriptor == 1 && OutputFailure.readerGone) else { return }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                #if canImport(Glibc)
                return Glibc.write(descriptor, base + offset, buffer.count - offset)
                #else
                return Darwin.write(descriptor, base + offset, buffer.count - offset)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                OutputFailure.writeFailed(descriptor: descriptor, code: errno)
                return
            }
            offset += written
        }
    }

    static func error(_ text: String) { write(text, to: 2) }

    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }
}
