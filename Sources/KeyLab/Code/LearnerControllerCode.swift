import SimUIKit
import SwiftSubset

/// `:code` while `:strategy code` is on: the code on the screen is the
/// learner's own controller, so `:code` prints what they typed or loaded
/// (the entries that declare or extend the class), not keylab's generated
/// controller, which would show a screen without their handlers.
enum LearnerControllerCode {
    /// The learner's source for the controller on screen, nil when no
    /// learner controller is installed.
    static func source(for session: Session) -> String? {
        guard let strategy = session.scene.simulation.strategy.as(CodeStrategy.self),
              let name = strategy.target, !name.isEmpty else { return nil }
        let entries = current(name, session.swift.acceptedEntries)
        guard !entries.isEmpty else { return nil }
        let header = session.messages.text(ControllerMessage.codeIsYours, ["name": name])
        let importLine = entries.contains { $0.contains("import UIKit") } ? [] : ["import UIKit"]
        return ([header] + importLine + entries.map { trimmed($0) }).joined(separator: "\n")
    }

    /// The entries that make up the class as it is now: its latest
    /// declaration (a class typed again replaces the earlier one, as in the
    /// Swift REPL) and the extensions typed after it.
    static func current(_ name: String, _ entries: [String]) -> [String] {
        guard let last = entries.lastIndex(where: { declares(name, $0, keyword: "class") }) else { return [] }
        return [entries[last]] + entries[(last + 1)...].filter { declares(name, $0, keyword: "extension") }
    }

    /// Whether an entry declares or extends `name` (`class Name`,
    /// `final class Name`, `extension Name`), word for word.
    static func declares(_ name: String, _ entry: String, keyword: String? = nil) -> Bool {
        for line in entry.split(separator: "\n", omittingEmptySubsequences: true) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "{" })
            for (index, word) in words.enumerated() where keyword.map({ word == Substring($0) }) ?? (word == "class" || word == "extension") {
                if index + 1 < words.count && words[index + 1] == Substring(name) { return true }
            }
        }
        return false
    }

    private static func trimmed(_ entry: String) -> String {
        var text = entry
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
