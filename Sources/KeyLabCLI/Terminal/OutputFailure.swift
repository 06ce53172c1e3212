#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What keylab does when standard output cannot be written, so that a
/// failing run is never reported as a pass.
///
/// - The reader has gone (EPIPE: `keylab run x | head -1`): further output is
///   dropped and the run goes on to learn its exit status; a run that fails
///   says so on stderr and exits non-zero, a run that passes ends quietly
///   with 0. The piped REPL, whose status is always 0, ends at once.
/// - Anything else (ENOSPC, EIO, EFBIG past `ulimit -f`): the output is
///   incomplete, so keylab says why on stderr and exits 1 at once.
enum OutputFailure {
    /// The errno of the first failed write to standard output.
    nonisolated(unsafe) private(set) static var stdoutError: Int32?
    /// Set for the REPL: a closed stdout ends it at once with status 0.
    nonisolated(unsafe) static var closedPipeEndsQuietly = false

    /// True once a write found standard output closed by its reader.
    static var readerGone: Bool { stdoutError == EPIPE }

    /// Called by `Output` when a write to `descriptor` failed with `code`.
    static func writeFailed(descriptor: Int32, code: Int32) {
        // A failed write to stderr leaves nowhere to report; the status still tells.
        guard descriptor == 1 else { return }
        if stdoutError == nil { stdoutError = code }
        if code == EPIPE {
            if closedPipeEndsQuietly { exit(0) }
            return
        }
        Output.error("error: cannot write to standard output: \(describe(code))\n")
        exit(1)
    }

    /// At the end of a run that exits with `status`: a failure whose output
    /// nobody read is still said, on stderr.
    static func settle(status: Int32) {
        guard readerGone, status != 0 else { return }
        Output.error("error: keylab failed (exit status \(status)), and its output was lost: standard output was closed\n")
    }

    /// errno in words; EFBIG says which limit it is.
    static func describe(_ code: Int32) -> String {
        code == EFBIG ? "file size limit exceeded (ulimit -f)" : String(cString: strerror(code))
    }
}
