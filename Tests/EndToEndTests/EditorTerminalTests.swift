#if os(Linux)
import Foundation
import Glibc
import Testing

/// `:edit` on a real terminal: the editor runs in keylab's process group with the
/// terminal as its input and output, the terminal's late replies are not
/// left for the prompt, and the file's errors name it and the line.
@Suite("the editor gets the terminal", .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx")))
struct EditorTerminalTests {
    @Test(":edit runs $VISUAL on the terminal, drops unread replies, and loads the file with file:line errors")
    func editorOwnsTheTerminal() throws {
        let state = try BinaryRunner.temporaryDirectory()
        let report = state.appendingPathComponent("report").path
        let editor = state.appendingPathComponent("fake-editor").path
        // A stand-in for vim: it notes whether the terminal is its input and
        // output and which process group it runs in, writes a file with an error on
        // line 3, then waits a moment as an editor would on its way out.
        try """
        #!/bin/sh
        if [ -t 0 ] && [ -t 1 ]; then terminal=yes; else terminal=no; fi
        echo "$terminal $(cut -d' ' -f5 /proc/$$/stat)" > '\(report)'
        printf 'import UIKit\\n\\nlet count: Int = "one"\\n' > "$1"
        echo EDITOR-RUNNING
        sleep 1
        """.write(toFile: editor, atomically: true, encoding: .utf8)
        chmod(editor, 0o755)
        let session = try TerminalSession(environment: [
            "XDG_STATE_HOME": state.path, "XDG_DATA_HOME": state.appendingPathComponent("data").path,
            "LANG": "C.UTF-8", "VISUAL": editor,
        ])
        defer { if session.process.isRunning { session.process.terminate() } }
        #expect(session.wait(for: "keylab> "), "no prompt: \(session.text)")
        session.send(":edit\r")
        #expect(session.wait(for: "EDITOR-RUNNING"), "\(session.text)")
        // What a terminal answers to an editor's queries, arriving after the
        // editor stopped reading: it must not reach keylab's prompt.
        session.send(";2R1R")
        #expect(session.wait(for: "ViewController.swift:3:18: error: cannot convert value of type 'String' to"),
                "\(session.text)")
        #expect(session.wait(for: "keylab> ", count: 2), "\(session.text)")
        usleep(200_000)
        session.send(":help quit\r")
        #expect(session.wait(for: "usage: :quit"), "the late reply reached the prompt: \(session.text)")
        #expect(!session.text.contains("unknown command"), "\(session.text)")

        let seen = try String(contentsOfFile: report, encoding: .utf8).split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        let keylabStat = try String(contentsOfFile: "/proc/\(session.process.processIdentifier)/stat", encoding: .utf8)
        // Foundation's Process puts a child in a process group of its own: a
        // background group, which may not read the terminal (vim: "Error reading input").
        let keylabGroup = keylabStat.split(separator: " ")[4]
        #expect(seen.first == "yes", "the editor's input or output is not the terminal")
        #expect(seen.last == String(keylabGroup), "the editor ran in a process group of its own (\(seen), keylab \(keylabGroup))")
    }
}
#endif
