import Testing
@testable import KeyLab

/// `:keyboard split`, `:keyboard drag [X] Y`, `:keyboard follows-undocked on|off`
/// and the `keyboard.beginFrame.*` / `keyboardGuide.*` paths, in both languages:
/// the trace says which frames the undocked keyboard's notifications report
/// and why, `:json` shows them, `:help` and tab completion know the words.
@Suite struct UndockedCommandTests {
    static let padScene = [":draw off", ":device ipad", ":add textfield notes 20 900 728 44",
                           ":add toolbar bar 0 0 768 44", ":pin bar.bottom to keyboard.top", ":pin bar.leading to view.leading",
                           ":pin bar.width 768", ":pin bar.height 44", ":focus notes"]

    @Test func splitThenDragExplainsTheYZeroFrames() {
        let session = sceneSession(Self.padScene)
        let split = session.handle(":keyboard split")
        #expect(!split.failed)
        #expect(split.lines.contains { $0.hasPrefix("keyboardWillHide ") })
        let drag = session.handle(":keyboard drag 200")
        #expect(!drag.failed, "\(drag.output)")
        #expect(drag.output.contains("the user drags the undocked keyboard to (0, 200, 768, 264)"))
        #expect(drag.output.contains("the frames report (0, 0, 768, 264), y 0 at the top of the screen"))
        #expect(drag.lines.contains("keyboardWillChangeFrame  begin (0, 0, 768, ≈264)  end (0, 0, 768, ≈264)"))
        #expect(!drag.lines.contains { $0.hasPrefix("keyboardWillShow") || $0.hasPrefix("keyboardWillHide") })
        #expect(drag.output.contains("keyboardLayoutGuide ignores the undocked keyboard"))
        #expect(session.handle(":expect keyboard.endFrame.y == 0").output == "ok\n")
        #expect(session.handle(":expect keyboard.y == 200").output == "ok\n")
        #expect(session.handle(":expect bar.y == 980").output == "ok\n")
        let json = session.handle(":json").output
        #expect(json.contains("\"undocked\":\"split\",\"reportedFrame\":{\"x\":0,\"y\":0,\"width\":768,\"height\":264}"))
    }

    @Test func followsUndockedMovesTheBarAndShowsInJSON() {
        let session = sceneSession(Self.padScene + [":keyboard floating"])
        let on = session.handle(":keyboard follows-undocked on")
        #expect(on.output.contains("followsUndockedKeyboard = true"))
        #expect(on.output.contains("bar (0, 980, 768, 44) → (0, 700, 768, 44)"))
        let drag = session.handle(":keyboard drag 100 300")
        #expect(drag.output.contains("a zero rectangle (≈)"))
        #expect(drag.output.contains("keyboardLayoutGuide follows the undocked keyboard: its top is at y 300"))
        #expect(session.handle(":expect keyboardGuide.y == 300").output == "ok\n")
        #expect(session.handle(":json").output.contains("\"followsUndocked\":true"))
    }

    @Test func wrongWordsAndDevicesAreRefusedByName() {
        let phone = sceneSession([":draw off"])
        #expect(phone.handle(":keyboard split").output.contains("only the iPad keyboard can split"))
        let pad = sceneSession([":draw off", ":device ipad"])
        #expect(pad.handle(":keyboard drag 100").output.contains("only an undocked keyboard that is up can be dragged"))
        #expect(pad.handle(":keyboard drag").output.contains("':keyboard drag' takes Y, or X and Y"))
        #expect(pad.handle(":keyboard drag up").failed)
        #expect(pad.handle(":keyboard follows-undocked maybe").failed)
    }

    @Test func helpAndCompletionKnowTheWords() {
        let session = sceneSession([])
        let help = session.handle(":help keyboard").output
        #expect(help.contains("split: the iPad keyboard undocks full width"))
        #expect(help.contains("follows-undocked on|off"))
        let words = session.completions(for: ":keyboard ")
        #expect(words.contains(":keyboard split") || words.contains("split"))
        #expect(session.completions(for: ":keyboard follows-undocked ").count == 2)
        #expect(session.completions(for: ":expect keyboard.beg").contains("keyboard.beginFrame.y"))
    }

    @Test func koreanTraceHasNoEnglishSentence() {
        var environment = SessionEnvironment(language: "ko")
        environment.language = "ko"
        let session = Session(environment: environment)
        var output = ""
        for line in Self.padScene + [":keyboard split", ":keyboard follows-undocked on", ":keyboard drag 200", ":keyboard floating",
                                     ":keyboard drag 100 300", ":help keyboard"] {
            output += session.handle(line).output + "\n"
        }
        #expect(output.contains("y 0을 알려요"))
        #expect(output.contains("크기 0인 사각형(≈)"))
        #expect(output.contains("top은 y 200에 있어요"))
        let sentences = KoreanEngineTextTests.englishSentences(in: output).filter { !$0.hasPrefix("usage:") && !$0.hasPrefix("고정했어요: ") }
        #expect(sentences.isEmpty, "English left:\n\(sentences.joined(separator: "\n"))")
    }
}
