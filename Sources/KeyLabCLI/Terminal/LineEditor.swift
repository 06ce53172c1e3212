import CEditLine
import KeyLab
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive line source: libedit with emacs bindings, history,
/// tab completion from the session, and Ctrl-C abandoning the line.
final class LineEditor: LineSource {
    static let prompt = "keylab> "
    static let continuationPrompt = "   ...> "

    private let history: HistoryStore
    /// Called when Ctrl-C abandons the line being typed.
    var onInterrupt: () -> Void = {}

    init(history: HistoryStore, completer: @escaping (String) -> [String]) {
        self.history = history
        CompletionBridge.completer = completer
        keylab_readline_setup { word, line in
            CompletionBridge.matches(word: word, line: line)
        }
        history.load()
    }

    func nextLine(continuation: Bool) -> String? {
        var continuation = continuation
        while true {
            _ = keylab_take_interrupt()
            guard let raw = keylab_readline(continuation ? Self.continuationPrompt : Self.prompt) else {
                if keylab_take_interrupt() != 0 {
                    // Ctrl-C: drop the half-typed line and show a fresh prompt.
                    Output.write("\n")
                    onInterrupt()
                    continuation = false
                    continue
                }
                return nil // Ctrl-D or SIGTERM
            }
            let line = String(cString: raw)
            free(raw)
            history.record(line)
            return line
        }
    }
}

/// Connects libedit's C completion callback to the session's completer.
enum CompletionBridge {
    nonisolated(unsafe) static var completer: (String) -> [String] = { _ in [] }

    /// Builds readline's match array: element 0 is the common prefix to
    /// insert, then the candidates, then NULL.
    static func matches(word: UnsafePointer<CChar>?, line: UnsafePointer<CChar>?) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        let lineText = line.map { String(cString: $0) } ?? ""
        // libedit prints the candidates itself, past keylab's output filter:
        // a name holding a control character is not offered.
        let candidates = completer(lineText).filter { !$0.unicodeScalars.contains(where: TerminalSafeText.mustBeMadeVisible) }
        guard !candidates.isEmpty else { return nil }
        let common = commonPrefix(candidates)
        let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: candidates.count + 2)
        array[0] = strdup(common)
        if candidates.count == 1 {
            array[1] = nil
            return array
        }
        for (index, candidate) in candidates.enumerated() { array[index + 1] = strdup(candidate) }
        array[candidates.count + 1] = nil
        return array
    }

    static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first.map(Array.init) else { return "" }
        for word in words.dropFirst() {
            let characters = Array(word)
            var count = 0
            while count < prefix.count, count < characters.count, prefix[count] == characters[count] { count += 1 }
            prefix = Array(prefix.prefix(count))
        }
        return String(prefix)
    }
}
