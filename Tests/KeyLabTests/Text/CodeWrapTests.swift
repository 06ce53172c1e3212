import Testing
@testable import KeyLab

/// Code and diagnostics at any width from 40: broken at spaces or Swift's
/// punctuation, never inside a name.
@Suite("code and errors wrap where Swift allows")
struct CodeWrapTests {
    static let line = "        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil) // the show handler"

    /// Every identifier of `line` appears whole in one piece.
    static func namesStayWhole(_ pieces: [String], of line: String) -> Bool {
        let names = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        let joined = pieces.map { $0.trimmingCharacters(in: .whitespaces) }
        return names.allSatisfy { name in joined.contains { $0.contains(name) } }
    }

    @Test("a long call at every width from 40 to 100: fits, keeps every name whole, continues indented", arguments: Array(stride(from: 40, through: 100, by: 3)))
    func everyWidth(width: Int) {
        let pieces = CodeWrap.lines(Self.line, width: width)
        #expect(pieces.allSatisfy { $0.displayWidth <= width }, "\(pieces)")
        #expect(Self.namesStayWhole(pieces, of: Self.line), "\(pieces)")
        // Indented four past the line's own indent, less only where a long name needs the room.
        #expect(pieces.dropFirst().allSatisfy { $0.hasPrefix("            ") || ($0.hasPrefix("  ") && $0.count == width) || $0.hasSuffix(",") },
                "\(pieces)")
        // A comment that goes on starts again with `//`.
        if let last = pieces.last, !last.contains("// the show handler") {
            #expect(last.trimmingCharacters(in: .whitespaces).hasPrefix("//"), "\(pieces)")
        }
    }

    @Test("a line that fits is left alone; a string literal is not broken while another place exists")
    func fitsAndStrings() {
        #expect(CodeWrap.lines("let x = 1", width: 40) == ["let x = 1"])
        let pieces = CodeWrap.lines("print(\"the keyboard is about to appear\", count)", width: 44)
        #expect(pieces == ["print(\"the keyboard is about to appear\",", "    count)"])
        #expect(CodeWrap.lines("let duration = info[key] as? Double ?? 0.25", width: 40) == ["let duration = info[key] as? Double ??", "    0.25"])
    }

    @Test("a documentation comment goes on as one, at its own indent")
    func docComment() {
        let pieces = CodeWrap.lines("    /// The view is shifted: a repeated keyboardWillShow must not shift it twice.", width: 60)
        #expect(pieces == ["    /// The view is shifted: a repeated keyboardWillShow", "    /// must not shift it twice."])
    }

    @Test("an argument aligned far to the right keeps a third of the width as indent")
    func alignedArgument() {
        let line = String(repeating: " ", count: 47) + "name: UIResponder.keyboardWillShowNotification,"
        #expect(CodeWrap.lines(line, width: 60).allSatisfy { $0.displayWidth <= 60 })
        #expect(CodeWrap.lines(line, width: 60).first?.hasPrefix(String(repeating: " ", count: 20) + "name:") == true)
    }

    @Test("Hangul counts two columns")
    func hangul() {
        let pieces = CodeWrap.lines("let 인사말 = \"안녕하세요\" + 이름 + \"님, 반가워요\" + 끝인사", width: 40)
        #expect(pieces.allSatisfy { $0.displayWidth <= 40 }, "\(pieces)")
        #expect(pieces.count == 2)
    }

    @Test("an error's message breaks at spaces under itself; the source line and caret stay as they are")
    func diagnostics() {
        let output = "error: escaping closure captures non-escaping parameter 'completion' which may allow it to escape\n"
            + "    DispatchQueue.main.async { completion() }\n                               ^\n"
        let wrapped = DiagnosticWrap.wrap(output, width: 60).split(separator: "\n").map(String.init)
        #expect(wrapped == [
            "error: escaping closure captures non-escaping parameter",
            "       'completion' which may allow it to escape",
            "    DispatchQueue.main.async { completion() }",
            "                               ^",
        ])
        let file = DiagnosticWrap.wrap("Form.swift:3:18: error: cannot convert value of type 'String' to specified type 'Int'", width: 50)
        #expect(file == "Form.swift:3:18: error: cannot convert value of\n    type 'String' to specified type 'Int'")
    }
}

/// Short replies at 60 columns break at spaces too.
@Suite("replies at 60 columns")
struct NarrowReplyTests {
    @Test(":device at 60 columns, in English and in Korean: no line wider, no word split", arguments: ["en", "ko"])
    func device(language: String) {
        let session = Session(environment: SessionEnvironment(width: 60, language: language))
        let output = session.handle(":device iphone-se").output
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.displayWidth <= 60 }, "\(lines)")
        #expect(lines.count >= 2 || language == "ko")
        #expect(output.contains("(iphone-se)"))
    }
}
