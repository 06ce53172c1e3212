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
}
