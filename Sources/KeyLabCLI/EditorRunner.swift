import CEditLine
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the learner's editor for `:edit` on the terminal keylab runs in, and
/// waits for it to exit.
///
/// The editor must own the terminal while it runs: it stays in keylab's
/// session and process group (the foreground group, so it may read the
/// terminal and set its modes, as `git` runs `$EDITOR`), with the signal
/// dispositions a fresh program expects. Foundation's `Process` is not used:
/// it starts the child in a process group of its own, a background group on
/// the terminal, where reading the keyboard fails and vim ends at once
/// ("Vim: Error reading input"), leaving its terminal queries' answers
/// (`;2R1R`) for keylab's prompt.
enum EditorRunner {
    /// Runs `editor` (a command line such as `vi` or `code --wait`) on `path`
    /// through `/bin/sh`, with keylab's standard input and output; true when it ran.
    static func run(_ editor: String, _ path: String) -> Bool {
        let terminal = TerminalModes.save()
        defer {
            // Answers to the editor's terminal queries (cursor position,
            // version) can arrive after it exits; left unread, libedit would
            // take them for typing (`;2R1R` at the prompt). The modes go back
            // to what they were, and input not yet read is dropped with them.
            terminal?.restoreDroppingInput()
            // Ctrl-C meant for the editor is not an interrupt of what follows.
            _ = keylab_take_interrupt()
        }
        guard let pid = spawn(editor, path) else { return false }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            // keylab's own handlers (Ctrl-C, resize) end the wait early; the editor goes on.
            if errno != EINTR { return false }
        }
        let exited = status & 0x7f == 0
        // 127: the shell found no such editor.
        return !(exited && (status >> 8) & 0xff == 127)
    }

    /// `/bin/sh -c 'EDITOR "$1"' keylab-edit PATH`, inheriting keylab's
    /// standard input, output and error; the path is passed as `$1`, never
    /// pasted into the command line.
    private static func spawn(_ editor: String, _ path: String) -> pid_t? {
        #if canImport(Glibc)
        var attributes = posix_spawnattr_t()
        #else
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        SpawnSignals.resetToDefaults(&attributes)
        let words: [String] = ["/bin/sh", "-c", editor + " \"$1\"", "keylab-edit", path]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, "/bin/sh", nil, &attributes, argv, environ)
        return result == 0 ? pid : nil
    }
}

/// The terminal's modes on standard input, saved before a program takes the
/// terminal over and put back after it.
struct TerminalModes {
    private var saved: termios

    /// nil when standard input is not a terminal.
    static func save() -> TerminalModes? {
        var modes = termios()
        guard isatty(0) != 0, tcgetattr(0, &modes) == 0 else { return nil }
        return TerminalModes(saved: modes)
    }

    /// Restores the saved modes after a short pause for late replies from the
    /// terminal, discarding whatever input is still unread.
    func restoreDroppingInput() {
        usleep(50_000)
        var modes = saved
        _ = tcsetattr(0, TCSAFLUSH, &modes)
    }
}
