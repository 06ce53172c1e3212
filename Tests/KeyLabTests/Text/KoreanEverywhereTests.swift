import Testing
@testable import KeyLab

/// With `--lang ko`, keylab's own words are Korean beyond the lesson chrome:
/// `:help NAME`, scene and argument errors, the drawing and its frame table,
/// and the `:predict` reveal.
@Suite struct KoreanEverywhereTests {
    private func korean() -> Session { Session(environment: SessionEnvironment(language: "ko")) }

    private func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    @Test func everyCommandWithDetailsHasKoreanDetails() {
        for command in Session().registry.commands where !command.details.isEmpty {
            let entry = CommandDetailMessage(rawValue: command.name)
            #expect(entry != nil, ":\(command.name) has details but no CommandDetailMessage entry")
            #expect(entry?.english == command.details)
            let help = korean().handle(":help \(command.name)").output
            let detailsPart = help.components(separatedBy: "\n\n").dropFirst(2).first ?? ""
            #expect(hasHangul(detailsPart), ":help \(command.name) in Korean: \(detailsPart)")
        }
    }

    @Test func sceneErrorsAreKorean() {
        let session = korean()
        for line in [":add textfield 1a 0 0 10 10", ":focus nobody", ":layout now", ":device iphone-99",
                     ":strategy shift", ":pin a.top to b", ":add textfield a x 0 10 10"] {
            let reply = session.handle(line)
            #expect(reply.failed)
            #expect(reply.output.hasPrefix("오류: "), "\(line): \(reply.output)")
            #expect(reply.output.contains("\n사용법: "), "\(line): \(reply.output)")
            let firstLine = reply.output.split(separator: "\n").first.map(String.init) ?? ""
            #expect(hasHangul(String(firstLine.dropFirst(4))), "\(line): \(firstLine)")
        }
    }

    @Test func theDrawingAndFrameTableAreKorean() {
        let session = korean()
        _ = session.handle(":add textfield nickname 20 480 335 44")
        let layout = session.handle(":focus nickname").output
        for word in ["키보드", "가려짐", "이름", "종류", "화면 프레임"] {
            #expect(layout.contains(word), "\(word) missing in:\n\(layout)")
        }
        for english in ["screen frame", "covered 44", "keyboard 258"] {
            #expect(!layout.contains(english), "\(english) left in:\n\(layout)")
        }
    }

    /// English words keylab printed as prose under `--lang ko` before they
    /// went through the catalogue. Code, identifiers, view names, units and
    /// numbers are not in the list, so they may stay Latin.
    private static let englishProse: Set<String> = [
        "strategy", "strategies", "portrait", "landscape", "error", "usage", "name", "screen",
        "keyboard", "note", "warning", "the", "is", "and", "of", "to", "with", "not", "no",
    ]

    /// The English prose words of `line` outside code: backtick and quote
    /// spans, what is inside brackets or parentheses (a usage's options, a
    /// Swift call's arguments, a frame) and a usage line (`사용법: …`) are code.
    private func proseWords(_ line: String) -> [String] {
        if line.hasPrefix("사용법: ") { return [] }
        var outside = ""
        var closer: Character?
        var depth = 0
        for character in line {
            if let open = closer {
                if character == open { closer = nil }
            } else if character == "`" || character == "'" {
                closer = character
            } else if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                outside.append(character)
            }
        }
        return outside.split(whereSeparator: { !($0.isASCII && $0.isLetter) })
            .map(String.init)
            .filter { Self.englishProse.contains($0.lowercased()) }
    }

    @Test func commonCommandsPrintNoEnglishProse() {
        let session = korean()
        let commands = [
            ":devices", ":device iphone-x", ":device iphone-8",
            ":add textfield nickname 20 480 335 44", ":strategy", ":strategy none",
            ":strategy shift-view", ":focus nickname", ":rotate landscape", ":rotate landscape",
            ":rotate portrait", ":draw", ":draw maybe", ":explain maybe", ":strategy shift",
        ]
        for command in commands {
            let output = session.handle(command).output.removingANSIEscapes
            for line in output.split(separator: "\n").map(String.init) {
                let words = proseWords(line)
                #expect(words.isEmpty, "\(command) printed English \(words) in: \(line)")
            }
        }
    }
}
