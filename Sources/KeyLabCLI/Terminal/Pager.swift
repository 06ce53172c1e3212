import CEditLine
import Foundation
import KeyLab
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A reply taller than the terminal, shown a screen at a time: the start of
/// it (an event's notifications and verdict) stays in view instead of
/// scrolling away under its drawing. `less -R -F -X` when installed (colours
/// kept, the text left on the screen when it quits, nothing paged that
/// fits), or the command in `KEYLAB_PAGER` (empty or `off`: never page);
/// `:page off` turns it off for the session.
enum Pager {
    /// The pager command to use, nil when there is none.
    static func command(environment: [String: String]) -> String? {
        if let chosen = environment["KEYLAB_PAGER"] {
            let trimmed = chosen.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed == "off" ? nil : trimmed
        }
        return EnvironmentBuilder.findExecutable("less", environment: environment).map { _ in "less -R -F -X" }
    }

    /// True when `text` takes more lines than the terminal has, less one for
    /// the prompt; long lines count as the rows the terminal wraps them into.
    static func isTaller(_ text: String, rows: Int, columns: Int) -> Bool {
        guard rows > 1, columns > 0 else { return false }
        var used = 0
        for line in text.removingANSIEscapes.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0) {
            used += max(1, (String(line).displayWidth + columns - 1) / columns)
            if used > rows - 1 { return true }
        }
        return false
    }

    /// Writes `text` through the pager at the terminal; false when the pager
    /// could not be started (the caller prints the text itself).
    static func show(_ text: String, command: String) -> Bool {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return false }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        let terminal = TerminalModes.save()
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, readEnd, 0)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        SpawnSignals.resetToDefaults(&attributes)
        let words: [String] = ["/bin/sh", "-c", command]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        // keylab writes UTF-8 whether or not the user's locale is installed
        // (TerminalText); less would show a missing locale's Hangul as <EA><B0><80>.
        var variables = ProcessInfo.processInfo.environment
        if variables["LESSCHARSET"] == nil { variables["LESSCHARSET"] = "utf-8" }
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        let started = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp) == 0
        close(readEnd)
        guard started else {
            close(writeEnd)
            return false
        }
        // The pager may quit before reading everything (q): a write then fails (SIGPIPE is ignored).
        let bytes = Array(TerminalSafeText.render(text, color: Output.color).utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { break }
            offset += written
        }
        close(writeEnd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        terminal?.restoreDroppingInput()
        _ = keylab_take_interrupt()
        // 126, 127: the shell could not run the pager; the caller prints the text instead.
        let exit = status & 0x7f == 0 ? (status >> 8) & 0xff : 0
        return exit != 126 && exit != 127
    }
}
