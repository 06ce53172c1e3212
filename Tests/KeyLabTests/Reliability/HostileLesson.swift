import Foundation
@testable import KeyLab

/// A lesson folder written by someone hostile: every part of the lesson
/// carries an escape sequence that would act on a terminal.
enum HostileLesson {
    static let esc = "\u{1B}"
    static let bel = "\u{07}"
    /// OSC 0: retitle the window.
    static let retitle = "\u{1B}]0;pwned\u{07}"
    /// OSC 52: write the clipboard.
    static let clipboard = "\u{1B}]52;c;cm0gLXJmIH4=\u{07}"
    /// CSI 2J: clear the screen; the C1 form (U+009B) too.
    static let clear = "\u{1B}[2J"
    static let clearC1 = "\u{9B}2J"
    /// Right-to-left override: text that reads differently from what it is.
    static let bidi = "\u{202E}"

    /// Writes `en/01-evil/01-one.md` under a new temporary folder and returns the folder.
    static func folder() throws -> String {
        let root = try LessonFixtures.temporaryFolder()
        let topic = root + "/en/01-evil"
        try FileManager.default.createDirectory(atPath: topic, withIntermediateDirectories: true)
        try lesson.write(toFile: topic + "/01-one.md", atomically: true, encoding: .utf8)
        return root
    }

    /// The title uses YAML's own escapes (`\e`, `\a`), as an author could;
    /// everything else carries the raw bytes.
    static var lesson: String {
        """
        ---
        id: evil/one
        title: "Evil\\e]0;pwned\\a title"
        concepts: []
        ---

        Prose \(clipboard) and \(clear) and \(clearC1) and \(bidi)reversed.

        ## Heading \(retitle)

        ```keylab
        > :help quit
        usage: :quit \(retitle)
        ```

        ```swift
        let s = "\(clear)"
        ```

        ## Exercise \(esc)[5m

        ```exercise
        task: Do it \(retitle)
        hint: Hint \(clipboard)
        check: 1 == 2
        solution:
        > :help quit
        usage: :quit \(bel)
        ```
        """
    }
}

/// What the terminal may receive, checked one Unicode scalar at a time.
enum TerminalBytes {
    /// The scalars that must never reach a terminal from untrusted text.
    static func forbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09, 0x0D: return false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0xFDD0...0xFDEF: return true
        default: return false
        }
    }

    /// The problems in `text` as written to a terminal: any forbidden
    /// scalar, except (when `color`) keylab's own `ESC [ digits m`.
    static func problems(_ text: String, color: Bool) -> [String] {
        var found: [String] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if color, scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, scalars[end] == ";" || ("0"..."9").contains(scalars[end]) { end += 1 }
                if end < scalars.count, scalars[end] == "m" { index = end + 1; continue }
            }
            if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1; continue }
            if forbidden(scalar) || scalar == "\r" {
                found.append("U+\(String(scalar.value, radix: 16, uppercase: true)) at \(index)")
            }
            index += 1
        }
        return found
    }
}

extension String {
    /// The text as keylab writes it to a terminal with colour on.
    var onColourTerminal: String { TerminalSafeText.render(self, color: true) }
    /// The text as keylab writes it with colour off (pipes, `--no-color`).
    var onPlainTerminal: String { TerminalSafeText.render(self, color: false) }
}
