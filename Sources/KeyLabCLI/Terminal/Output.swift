import KeyLab
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes text to standard output or standard error, unbuffered. A write
/// error is handed to `OutputFailure` (a closed pipe, a full disk).
///
/// This is the one gate to the terminal: `write` and `error` pass every
/// text through `TerminalSafeText.render`, so control characters from a
/// lesson, a view name or a typed line are shown, never obeyed, and keylab's
/// own style markers become colour only when colour is on.
enum Output {
    /// Whether keylab's style markers become SGR sequences; set once at
    /// start from `ColorPolicy`, before anything styled is written.
    nonisolated(unsafe) static var color = false

    /// Writes `text` made safe for a terminal.
    static func write(_ text: String, to descriptor: Int32 = 1) {
        writeUnfiltered(TerminalSafeText.render(text, color: color), to: descriptor)
    }

    static func error(_ text: String) { write(text, to: 2) }

    /// Writes `text` byte for byte. Only for the learner's own program in
    /// `keylab run FILE.swift`, whose output must equal `swift FILE.swift`'s.
    static func writeUnfiltered(_ text: String, to descriptor: Int32 = 1) {
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

    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }
}
