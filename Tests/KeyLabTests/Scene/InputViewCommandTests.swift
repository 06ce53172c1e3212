import Testing
@testable import KeyLab

/// `:input-view`, `:chat-bar` and `:reload-input-views` in the session: the
/// trace explains what comes up and why, `:json` shows it, `:help` and
/// completion know the commands, and Korean leaves no English sentence.
@Suite struct InputViewCommandTests {
    static let chatScene = [":draw off", ":add textview composer 8 400 300 34", ":add textfield date 20 200 335 44"]

    @Test func theChatBarIsAKeyboardOfItsOwnHeight() {
        let session = sceneSession(Self.chatScene)
        let bar = session.handle(":chat-bar 50 composer")
        #expect(!bar.failed, "\(bar.output)")
        #expect(bar.output.contains("its 50 pt\n  inputAccessoryView docks at the bottom") || bar.output.contains("its 50 pt inputAccessoryView"))
        #expect(bar.lines.contains("keyboardWillShow         begin (0, 667, 375, 50)  end (0, 617, 375, 50)"))
        _ = session.handle(":focus composer")
        #expect(session.handle(":expect keyboard.endFrame.height == 308").output == "ok\n")
        let down = session.handle(":dismiss")
        #expect(down.lines.contains("keyboardWillHide         begin (0, 359, 375, 308)  end (0, 617, 375, 50)"))
        #expect(session.handle(":expect keyboard.y == 617").output == "ok\n")
        #expect(session.handle(":json").output.contains("\"controllerAccessory\":50"))
    }

    @Test func aCustomInputViewAndItsReload() {
        let session = sceneSession(Self.chatScene)
        #expect(session.handle(":input-view date 300").output == "date.inputView: a custom input view 300 pt high\n")
        let focus = session.handle(":focus date")
        #expect(focus.output.contains("date.inputView replaces the keyboard: the frames report its 300 pt"))
        #expect(session.handle(":expect keyboard.y == 367").output == "ok\n")
        let change = session.handle(":input-view date 200").output
        #expect(change.contains("the new input view shows after reloadInputViews() or the next focus"))
        let reload = session.handle(":reload-input-views")
        #expect(reload.lines.contains("keyboardWillShow         begin (0, 367, 375, 300)  end (0, 467, 375, 200)"))
        #expect(session.handle(":input-view nope 3").failed)
        #expect(session.handle(":input-view date -3").failed)
        #expect(session.handle(":chat-bar").failed)
        #expect(session.handle(":reload-input-views now").failed)
    }

    @Test func reduceMotionReportsAnEmptyEndFrame() {
        let session = sceneSession(Self.chatScene)
        #expect(session.handle(":keyboard reduce-motion on").output.contains("empty end frame (≈)"))
        let focus = session.handle(":focus date")
        #expect(focus.lines.contains("keyboardWillShow         begin (0, 667, 375, ≈258)  end (0, 0, 0, ≈0)"))
        #expect(session.handle(":expect keyboard.endFrame.height == 0").output == "ok\n")
        #expect(session.handle(":expect keyboard.y == 409").output == "ok\n")
        #expect(session.handle(":help keyboard").output.contains("reduce-motion on|off"))
        #expect(session.completions(for: ":keyboard reduce-motion ").count == 2)
    }

    @Test func helpAndCompletion() {
        let session = sceneSession(Self.chatScene)
        #expect(session.handle(":help chat-bar").output.contains("canBecomeFirstResponder"))
        #expect(session.handle(":help input-view").output.contains("reloadInputViews()"))
        #expect(session.completions(for: ":chat").contains(":chat-bar"))
        #expect(session.completions(for: ":input-view d").contains { $0.hasSuffix("date") })
    }

    @Test func korean() {
        let session = Session(environment: SessionEnvironment(language: "ko"))
        var output = ""
        for line in Self.chatScene + [":chat-bar 50 composer", ":focus composer", ":dismiss", ":input-view date 300", ":focus date",
                                      ":input-view date 200", ":reload-input-views", ":help chat-bar", ":help input-view",
                                      ":keyboard reduce-motion on"] {
            output += session.handle(line).output + "\n"
        }
        #expect(output.contains("뷰 컨트롤러가 퍼스트 리스폰더가 돼요"))
        #expect(output.contains("키보드를 대신해요"))
        let sentences = KoreanEngineTextTests.englishSentences(in: output).filter { !$0.hasPrefix("usage:") }
        #expect(sentences.isEmpty, "English left:\n\(sentences.joined(separator: "\n"))")
    }
}
