import Testing
import KeyboardSim
@testable import KeyLab

@Suite("Scene commands: tab completion, colour and ASCII fallback")
struct SceneCompletionAndStyleTests {
    @Test func completesViewNamesDevicesStrategiesAndOptions() {
        let session = sceneSession(signUpScreen + [":add scrollview form 0 0 375 300"])
        #expect(session.completions(for: ":focus ni") == ["nickname"])
        #expect(session.completions(for: ":focus ") == ["email", "nickname", "password"])
        #expect(session.completions(for: ":device iphone-8") == ["iphone-8", "iphone-8-plus"])
        #expect(session.completions(for: ":strategy sh") == ["shift-view"])
        #expect(session.completions(for: ":strategy shift-view ") == ["check-local", "forget-removal", "guard", "measure", "only"])
        #expect(session.completions(for: ":strategy shift-view only ") == ["email", "nickname", "password"])
        #expect(session.completions(for: ":strategy shift-view guard ") == ["off", "on"])
        #expect(session.completions(for: ":strategy scroll ") == ["form"])
        #expect(session.completions(for: ":pin nickname.to") == ["nickname.top"])
        #expect(session.completions(for: ":pin nickname.top ") == ["to"])
        #expect(session.completions(for: ":pin nickname.top to sa") == ["safe.bottom", "safe.centerX", "safe.centerY", "safe.leading", "safe.top", "safe.trailing"])
        #expect(session.completions(for: ":expect nickname.c") == ["nickname.covered"])
        #expect(session.completions(for: ":expect form.in") == ["form.insetBottom"])
        #expect(session.completions(for: ":keyboard pre") == ["predictive"])
        #expect(session.completions(for: ":keyboard hardware ") == ["off", "on"])
        #expect(session.completions(for: ":rotate l") == ["landscape"])
        #expect(session.completions(for: ":add text") == ["textfield", "textview"])
        #expect(session.completions(for: ":add textfield a 1 2 3 4 in f") == ["form"])
        #expect(session.completions(for: ":content ") == ["form"])
    }

    @Test func noColourMeansNoEscapes() {
        let session = sceneSession(signUpScreen + [":draw on"])
        for line in [":focus nickname", ":layout", ":trace", ":devices", ":scene", ":expect nickname.covered == 0"] {
            #expect(!session.handle(line).output.contains("\u{1B}"), "\(line) printed an escape")
        }
    }

    @Test func colourTerminalGetsColourAndTheSameText() {
        let plain = sceneSession(signUpScreen + [":draw on"])
        let coloured = Session(environment: SessionEnvironment(color: true))
        for line in signUpScreen + [":draw on"] { _ = coloured.handle(line) }
        let a = plain.handle(":focus nickname").output
        let b = coloured.handle(":focus nickname").output
        #expect(b.onColourTerminal.contains("\u{1B}["))
        #expect(b.removingANSIEscapes == a)
    }

    @Test func asciiTerminalGetsNoUnicode() {
        let session = Session(environment: SessionEnvironment(unicode: false))
        for line in signUpScreen + [":draw on", ":strategy shift-view only nickname"] { _ = session.handle(line) }
        for line in [":focus nickname", ":layout", ":trace", ":scene", ":devices"] {
            let output = session.handle(line).output
            #expect(output.unicodeScalars.allSatisfy { $0.isASCII }, "\(line): \(output)")
        }
        let reply = session.handle(":trace")
        #expect(reply.output.contains("origin.y = 0 - 258 = -258"))
    }

    @Test func koreanNamesLineUpInTheFrameTable() {
        let picture = ScreenPicture(
            title: "iPhone 8 · portrait", screenSize: Size(width: 375, height: 667),
            portraitSize: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20), keyboard: nil,
            views: [
                ScreenPicture.View(name: "view", kind: "view", screenFrame: Rect(x: 0, y: 0, width: 375, height: 667), depth: 0, parent: nil),
                ScreenPicture.View(name: "닉네임", kind: "textfield", screenFrame: Rect(x: 20, y: 480, width: 335, height: 44), depth: 1, parent: "view"),
                ScreenPicture.View(name: "email", kind: "textfield", screenFrame: Rect(x: 20, y: 140, width: 335, height: 44), depth: 1, parent: "view"),
            ])
        let lines = FrameTable.lines(picture, frames: [:], style: Style(color: false))
        #expect(lines == [
            "name      kind       frame  screen frame        covered",
            "view      view       -      (0, 0, 375, 667)          0",
            "  닉네임  textfield  -      (20, 480, 335, 44)        0",
            "  email   textfield  -      (20, 140, 335, 44)        0",
        ])
        #expect(lines[2].hasPrefix("  닉네임  textfield"))
    }
}

@Suite("Korean view names, end to end")
struct KoreanSceneTests {
    @Test("a field named in Korean can be added, focused and lines up in the frame table")
    func koreanField() {
        let session = Session()
        #expect(!session.handle(":draw off").failed)
        #expect(!session.handle(":add textfield 닉네임 20 500 335 40").failed)
        #expect(!session.handle(":add textfield email 20 140 335 40").failed)
        let focus = session.handle(":focus 닉네임")
        #expect(!focus.failed)
        #expect(focus.output.contains("닉네임"))
        let table = session.handle(":layout").output.split(separator: "\n").map(String.init)
        let korean = table.first { $0.hasPrefix("  닉네임") }
        let latin = table.first { $0.hasPrefix("  email") }
        #expect(korean != nil && latin != nil)
        if let korean, let latin, let k = korean.range(of: "textfield"), let l = latin.range(of: "textfield") {
            #expect(String(korean[..<k.lowerBound]).displayWidth == String(latin[..<l.lowerBound]).displayWidth)
        }
        #expect(session.handle(":expect 닉네임.covered == 0").failed)
    }
}
