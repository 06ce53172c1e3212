import CEditLine
import KeyLab
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines typed at a terminal that cannot be driven (`TERM=dumb`): the prompt
/// is written as plain text and each line is read as the terminal's own line
/// discipline delivers it. Ctrl-C drops the line being typed, as in libedit.
struct PlainPromptSource: LineSource {
    /// Called when Ctrl-C abandons the line being typed.
    var onInterrupt: () -> Void = {}
    /// Bytes read past the end of the last line.
    private var pending: [UInt8] = []

    init(onInterrupt: @escaping () -> Void = {}) { self.onInterrupt = onInterrupt }

    mutating func nextLine(continuation: Bool) -> String? {
        var continuation = continuation
        while true {
            _ = keylab_take_interrupt()
            Output.write(continuation ? LineEditor.continuationPrompt : LineEditor.prompt)
            switch readLine() {
            case .line(let line): return line
            case .end: return nil
            case .interrupted:
                // Ctrl-C: the terminal has dropped the half-typed line.
                Output.write("\n")
                onInterrupt()
                continuation = false
            }
        }
    }

    private enum ReadResult { case line(String), end, interrupted }

    /// Reads with read(2), not stdio: the SIGINT handler is installed without
    /// SA_RESTART, so Ctrl-C ends the read with EINTR, which stdio would
    /// report as end of input.
    private mutating func readLine() -> ReadResult {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                var line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                if line.last == 0x0D { line.removeLast() }
                return .line(String(decoding: line, as: UTF8.self))
            }
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count > 0 {
                pending += buffer[..<count]
                continue
            }
            if count < 0, errno == EINTR {
                if keylab_terminate_requested() != 0 { return .end }
                if keylab_take_interrupt() != 0 { pending.removeAll(); return .interrupted }
                continue
            }
            // End of input (Ctrl-D) or an error: a last unterminated line still counts.
            guard !pending.isEmpty else { return .end }
            defer { pending.removeAll() }
            return .line(String(decoding: pending, as: UTF8.self))
        }
    }
}
