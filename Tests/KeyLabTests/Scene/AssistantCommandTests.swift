import Testing
import KeyboardSim
@testable import KeyLab

/// The session's side of issue 24's last capabilities: `:keyboard assistant
/// full|minimized` (the iPadOS 15+ assistant toolbar), the split keyboard's
/// gap in the drawing, `:present page-sheet medium|medium-only` (sheet
/// detents) and the chat bar's interactive dismissal and rotation — trace text
/// in English and Korean, `:json` / `:expect` paths, `:help` and completion.
/// Numbers: KeyboardSimTests (AssistantToolbarTests, SplitKeyboardGapTests,
/// SheetDetentsTests, ChatBarGesturesTests).
@Suite struct AssistantCommandTests {
    /// The output with wrapped lines joined again.
    static func flat(_ output: String) -> String { output.replacing("\n  ", with: " ") }

    static let padScene = [":draw off", ":device ipad", ":add textfield corner 600 950 150 40", ":keyboard hardware on", ":focus corner"]

    @Test func minimizingTheAssistantToolbarIsAHideWhileItStillCovers() {
        let session = sceneSession(Self.padScene)
        let t = session.handle(":keyboard assistant minimized")
        #expect(!t.failed, "\(t.output)")
        #expect(Self.flat(t.output).contains("outside Stage Manager it is no longer part of the keyboard"))
        #expect(t.lines.contains { $0.hasPrefix("keyboardWillHide ") })
        #expect(session.handle(":expect keyboard.assistant.x == 692").output == "ok\n")
        #expect(session.handle(":expect corner.covered == 21").output == "ok\n")
        #expect(session.handle(":expect keyboardGuide.y == 1024").output == "ok\n")
        let json = session.handle(":json").output
        #expect(json.contains("\"assistant\":\"minimized\""))
        let full = session.handle(":keyboard assistant full")
        #expect(Self.flat(full.output).contains("full size again"))
        #expect(full.lines.contains { $0.hasPrefix("keyboardWillShow ") })
    }

    @Test func refusalsHelpAndCompletion() {
        let phone = sceneSession([":draw off"])
        #expect(phone.handle(":keyboard assistant minimized").output.contains("only an iPad shows the assistant toolbar"))
        let pad = sceneSession([":draw off", ":device ipad"])
        #expect(pad.handle(":keyboard assistant").output.contains("':keyboard assistant' takes full or minimized"))
        #expect(pad.handle(":keyboard assistant small").failed)
        #expect(pad.handle(":help keyboard").output.contains("assistant full|minimized"))
        #expect(pad.completions(for: ":keyboard assistant ").count == 2)
        #expect(pad.handle(":help present").output.contains("medium / medium-only"))
        #expect(pad.completions(for: ":expect keyboard.ga").contains("keyboard.gap.x"))
    }

    @Test func theSplitKeyboardIsDrawnAsTwoHalvesWithTheAppBetween() throws {
        var sim = Simulation()
        try sim.setDevice("ipad")
        try sim.addView(kind: .textfield, name: "middle", frame: Rect(x: 300, y: 500, width: 168, height: 40))
        _ = sim.apply(.split)
        _ = sim.apply(.focus("middle"))
        let text = ScreenDrawing(ScreenPicture(sim), style: Style(color: false, unicode: true)).render()
        let rows = text.split(separator: "\n").map(String.init)
        // A row with keyboard shading on both sides and something else in between.
        let gapRows = rows.filter { row in
            guard let first = row.firstIndex(of: "░"), let last = row.lastIndex(of: "░") else { return false }
            return row[first...last].contains { $0 != "░" }
        }
        #expect(!gapRows.isEmpty, "\(text)")
        #expect(rows.contains { $0.contains("middle") })
        // Docked, the keyboard is drawn whole: no row has a gap.
        _ = sim.apply(.split)
        let docked = ScreenDrawing(ScreenPicture(sim), style: Style(color: false, unicode: true)).render()
        #expect(ScreenPicture(sim).keyboardPieces.isEmpty, "\(docked)")
    }

    @Test func presentWithDetents() {
        let session = sceneSession([":draw off", ":add textfield note 16 100 343 36"])
        let present = session.handle(":present page-sheet medium")
        #expect(!present.failed, "\(present.output)")
        #expect(Self.flat(present.output).contains("sheetPresentationController.detents = [.medium(), .large()]"))
        #expect(session.handle(":expect sheet.y == 334").output == "ok\n")
        let focus = session.handle(":focus note")
        #expect(Self.flat(focus.output).contains("it grows to the large detent in the keyboard's animation, y 334 → 30"))
        #expect(session.handle(":expect sheet.y == 30").output == "ok\n")
        #expect(session.handle(":present full-screen medium").failed)
        #expect(session.handle(":present page-sheet tiny").output.contains("unknown detent 'tiny'"))
    }

    @Test func theChatBarsDragEndsAtTheBar() {
        let session = sceneSession([":draw off", ":add textview composer 8 300 300 34", ":chat-bar 50 composer", ":focus composer"])
        let drag = session.handle(":drag-dismiss interactive")
        #expect(!drag.failed, "\(drag.output)")
        #expect(Self.flat(drag.output).contains("the hide sequence ends at the bar (duration 0)"))
        #expect(session.handle(":expect keyboard.y == 617").output == "ok\n")
        let rotate = session.handle(":rotate landscape")
        #expect(Self.flat(rotate.output).contains("its inputAccessoryView comes back with the new orientation's frames"))
        #expect(session.handle(":expect keyboard.y == 325").output == "ok\n")
    }

    @Test func koreanTraceHasNoEnglishSentence() {
        var environment = SessionEnvironment(language: "ko")
        environment.language = "ko"
        let session = Session(environment: environment)
        var output = ""
        for line in Self.padScene + [":keyboard assistant minimized", ":dismiss", ":focus corner", ":keyboard assistant full",
                                     ":keyboard assistant full", ":window stage-manager", ":keyboard assistant minimized",
                                     ":dismiss", ":window full", ":keyboard hardware off", ":device iphone-8", ":clear", ":add textview composer 8 300 300 34", ":chat-bar 50 composer",
                                     ":focus composer", ":drag-dismiss interactive", ":rotate landscape", ":rotate portrait",
                                     ":present page-sheet medium", ":focus composer", ":present page-sheet medium-only",
                                     ":dismiss", ":focus composer", ":dismiss", ":help keyboard", ":help present"] {
            output += session.handle(line).output + "\n"
        }
        #expect(Self.flat(output).contains("어시스턴트 툴바를 최소화했어요"))
        #expect(Self.flat(output).contains("숨김 시퀀스는 바에서 끝나요"))
        #expect(Self.flat(output).contains("large 디텐트로 커져요"))
        let sentences = KoreanEngineTextTests.englishSentences(in: output).filter { !$0.hasPrefix("usage:") && !$0.hasPrefix("고정했어요: ") }
        #expect(sentences.isEmpty, "English left:\n\(sentences.joined(separator: "\n"))")
    }
}
