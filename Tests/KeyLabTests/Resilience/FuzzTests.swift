import Testing
@testable import KeyLab
import SwiftSubset

/// A small, seeded random generator so every run feeds the same lines.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random input a learner (or a cat on the keyboard) could type.
struct FuzzInput {
    var random: SplitMix64

    static let commandWords = [
        ":help", ":quit", ":devices", ":device", ":add", ":pin", ":content", ":remove", ":scene", ":clear",
        ":strategy", ":focus", ":dismiss", ":keyboard", ":rotate", ":layout", ":trace", ":code", ":explain",
        ":draw", ":json", ":expect", ":animate", ":lessons", ":lesson", ":next", ":back", ":hint", ":check",
        ":solution", ":progress", ":replay",
    ]
    static let argumentWords = [
        "textfield", "button", "view", "scrollview", "toolbar", "label", "textview", "nickname", "field", "in",
        "to", "safe.bottom", "keyboard.top", "view.top", "nickname.bottom", "+", "-", "0", "-1", "1e308", "NaN",
        "375", "667", "99999999999999999999", "shift-view", "scroll", "move", "constraints", "minimal",
        "layout-guide", "none", "only", "guard", "off", "on", "show", "hide", "predictive", "hardware",
        "floating", "remote", "portrait", "landscape", "iphone-x", "ipad", "==", "<=", "nickname.covered",
        "view.y", "keyboard.height", "닉네임", "\"", "\"\"\"", "{", "}", "(", ")", "[", "]", ":",
    ]
    static let swiftFragments = [
        "let", "var", "x", "=", "1", "+", "*", "/", "%", "0", "Int.max", "&+", "\"s\"", "\\(", "print(",
        ")", "(", "{", "}", "[", "]", "if", "else", "for", "in", "while", "true", "false", "nil", "?", "!",
        "??", "...", "..<", "func", "f", "return", "switch", "case", "default:", ";", ",", "1.5", "0x",
        "struct", "class", "{ $0 }", "guard", "repeat", "Double(", "Int(", "\"\"\"", "//", "/*", "*/", "_",
        "x[", "99]", "as", "is", "try", "stride(from:", "to:", "by:",
    ]

    mutating func pick(_ words: [String]) -> String {
        words[Int(random.next() % UInt64(words.count))]
    }

    mutating func count(_ upTo: Int) -> Int { Int(random.next() % UInt64(upTo)) }

    mutating func line() -> String {
        switch count(10) {
        case 0...2:
            return ([pick(Self.commandWords)] + (0..<count(7)).map { _ in pick(Self.argumentWords) }).joined(separator: " ")
        case 3...6:
            return (0..<(1 + count(12))).map { _ in pick(Self.swiftFragments) }.joined(separator: " ")
        case 7:
            // Random bytes, decoded leniently as a terminal would hand them over.
            let bytes = (0..<(1 + count(40))).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            return String(decoding: bytes, as: UTF8.self)
        case 8:
            return String((0..<(1 + count(30))).map { _ in Character(Unicode.Scalar(UInt8(32 + count(95)))) })
        default:
            return "\u{FFFD}\u{0}\u{1B}[31m 안녕 \u{200B}" + pick(Self.commandWords)
        }
    }
}

@Suite("no input crashes or hangs a session")
struct FuzzTests {
    @Test("4,000 random command and Swift lines, bytes and invalid UTF-8 each get an answer", arguments: [1, 2, 3, 4] as [UInt64])
    func randomLines(seed: UInt64) {
        var input = FuzzInput(random: SplitMix64(state: seed))
        let session = Session(environment: SessionEnvironment(limits: EvaluationLimits(maxSteps: 20_000, maxDepth: 200)))
        var answered = 0
        for _ in 0..<1_000 {
            let line = input.line()
            let reply = session.handle(line)
            if reply.ended { break }
            if !reply.needsMoreInput { answered += 1 }
            if session.isAwaitingMoreInput, input.count(4) == 0 {
                session.cancelPendingInput()
            }
        }
        // The session still works after all of that.
        session.cancelPendingInput()
        if !session.hasEnded {
            #expect(session.handle(":help quit").output.contains("usage: :quit"))
        }
        #expect(answered > 0)
    }

    @Test("a 1 MB line is answered")
    func hugeLine() {
        let session = Session()
        let swiftLine = "let s = \"" + String(repeating: "a", count: 1_000_000) + "\""
        let reply = session.handle(swiftLine)
        #expect(!reply.needsMoreInput)
        let commandLine = ":add textfield " + String(repeating: "x", count: 1_000_000) + " 0 0 10 10"
        _ = session.handle(commandLine)
        #expect(session.handle(":help quit").output.contains("usage: :quit"))
    }

    @Test("20,000 nested parentheses are an error, not a stack overflow")
    func deepNesting() {
        let session = Session()
        let line = String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000)
        let reply = session.handle(line)
        #expect(reply.failed)
        #expect(reply.output.contains("error:"))
    }

    @Test("runtime errors are reported and the session goes on", arguments: [
        ("let big = Int.max + 1", "overflow"),
        ("let a = [1, 2, 3]\na[5]", "Index out of range"),
        ("let z = 0\n1 / z", "Division by zero"),
        ("let o: Int? = nil\no!", "nil"),
    ])
    func runtimeErrors(source: String, message: String) {
        let session = Session()
        var last = Reply()
        for line in source.split(separator: "\n") { last = session.handle(String(line)) }
        #expect(last.failed)
        #expect(last.output.contains(message), "\(last.output)")
        #expect(session.handle("let after = 1").output == "after: Int = 1\n")
    }

    @Test("an endless loop is stopped by the step budget")
    func endlessLoop() {
        let session = Session(environment: SessionEnvironment(limits: EvaluationLimits(maxSteps: 100_000)))
        let reply = session.handle("while true { }")
        #expect(reply.failed)
        #expect(session.handle("let after = 1").output == "after: Int = 1\n")
    }

    @Test("an endless loop is stopped by an interrupt (Ctrl-C)")
    func interruptedLoop() {
        let session = Session(environment: SessionEnvironment(interrupt: { true }))
        let reply = session.handle("var n = 0\nwhile true { n += 1 }")
        #expect(reply.failed)
        #expect(reply.output.contains("interrupted"))
    }
}
