import Testing
import KeyboardSim
@testable import KeyLab

/// A sign-up screen picture on an iPhone 8 (375 × 667).
private func signUpPicture(rootY: Double = 0, keyboard: Rect? = nil, focused: String? = nil,
                           covered: Double = 0, landscape: Bool = false) -> ScreenPicture {
    let size = landscape ? Size(width: 667, height: 375) : Size(width: 375, height: 667)
    func view(_ name: String, _ kind: String, _ y: Double, _ h: Double) -> ScreenPicture.View {
        ScreenPicture.View(name: name, kind: kind, screenFrame: Rect(x: 20, y: y + rootY, width: 335, height: h),
                           depth: 1, parent: "view", isFocused: name == focused,
                           covered: name == focused ? covered : 0)
    }
    return ScreenPicture(
        title: "iPhone 8 · portrait",
        screenSize: size,
        portraitSize: Size(width: 375, height: 667),
        safeArea: EdgeInsets(top: landscape ? 0 : 20),
        keyboard: keyboard,
        views: [
            ScreenPicture.View(name: "view", kind: "view", screenFrame: Rect(x: 0, y: rootY, width: size.width, height: size.height),
                               depth: 0, parent: nil),
            view("title", "label", 60, 40),
            view("email", "textfield", 140, 44),
            view("nickname", "textfield", 480, 44),
            view("signup", "button", 560, 50),
        ]
    )
}

@Suite("Screen drawing")
struct ScreenDrawingTests {
    let plain = Style(color: false, unicode: true)

    @Test func portraitIsAboutFortyByTwentyFour() {
        let lines = ScreenDrawing(signUpPicture(), style: plain).render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let screen = lines.filter { $0.hasPrefix("╔") || $0.hasPrefix("║") || $0.hasPrefix("╚") }
        #expect(screen.count == 24)
        #expect(screen.allSatisfy { $0.displayWidth == 40 })
        #expect(screen[0].contains("iPhone 8 · portrait"))
    }

    @Test func landscapeUsesTheSameScale() {
        let lines = ScreenDrawing(signUpPicture(landscape: true), style: plain).render().split(separator: "\n").map(String.init)
        let screen = lines.filter { $0.hasPrefix("╔") || $0.hasPrefix("║") || $0.hasPrefix("╚") }
        // 667 pt wide at 375/38 pt per cell is 68 cells, 375 pt tall at 667/22 is 12.
        #expect(screen.count == 14)
        #expect(screen.first?.displayWidth == 70)
    }

    @Test func viewsAreLabelledWhereTheyAre() {
        let text = ScreenDrawing(signUpPicture(), style: plain).render()
        let lines = text.split(separator: "\n").map(String.init)
        // nickname at y 480: row 480 / 30.3 ≈ 16, plus the border row.
        #expect(lines[17].contains("[nickname"))
        #expect(lines[6].contains("[email"))
        // the 50 pt button is two rows: a box with its name on top.
        #expect(lines[19].contains("┌signup"))
        #expect(lines[20].contains("└"))
    }

    @Test func keyboardIsShadedAndCoveredFieldMarked() {
        let picture = signUpPicture(keyboard: Rect(x: 0, y: 409, width: 375, height: 258), focused: "nickname", covered: 44)
        let text = ScreenDrawing(picture, style: plain).render()
        #expect(text.contains("░░░"))
        #expect(text.contains("▓"))
        #expect(text.contains("nickname▓"))
        #expect(text.contains("keyboard 258 pt"))
        #expect(text.contains("▓ nickname covered 44 pt"))
    }

    @Test func shiftedRootIsShownAsSuch() {
        let picture = signUpPicture(rootY: -258, keyboard: Rect(x: 0, y: 409, width: 375, height: 258), focused: "nickname")
        let text = ScreenDrawing(picture, style: plain).render()
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "▲ view.y = −258: its top 258 pt are above the screen")
        #expect(lines[1] == "▲ above the screen: title, email")
        #expect(text.contains("▸nickname"))
        #expect(!text.contains("▓"))
        #expect(text.contains("▸nickname has focus"))
        // The field sits above the keyboard: its row comes before the first shaded row.
        let fieldRow = lines.firstIndex { $0.contains("▸nickname") && !$0.contains("has focus") } ?? 99
        let keyboardRow = lines.firstIndex { $0.contains("░") } ?? -1
        #expect(fieldRow < keyboardRow)
    }

    @Test func aFieldPushedNearlyOffTheTopIsStillDrawn() {
        // view.y −516: nickname's screen frame is y −36…8, mostly above the screen.
        let picture = signUpPicture(rootY: -516, keyboard: Rect(x: 0, y: 409, width: 375, height: 258), focused: "nickname")
        let lines = ScreenDrawing(picture, style: plain).render().split(separator: "\n").map(String.init)
        #expect(lines.contains("▲ cut off at the top: nickname (36 of 44 pt above)"))
        #expect(lines.contains { $0.hasPrefix("║") && $0.contains("▸nickname") })
    }

    @Test func smallKeyboardsKeepAShortLabel() {
        var picture = signUpPicture(keyboard: Rect(x: 120, y: 400, width: 150, height: 200))
        picture.safeArea = EdgeInsets()
        let text = ScreenDrawing(picture, style: plain).render()
        #expect(text.contains(" 200 pt "))
        #expect(!text.contains("keyboard 200 pt"))
        #expect(!text.contains("outside the safe area"))
    }

    @Test func asciiFallbackUsesNoUnicode() {
        let picture = signUpPicture(rootY: -100, keyboard: Rect(x: 0, y: 409, width: 375, height: 258), focused: "signup", covered: 50)
        let text = ScreenDrawing(picture, style: Style(color: false, unicode: false)).render()
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(text.contains("#="))
        #expect(text.contains("::::"))
        #expect(text.contains("XXX"))
        #expect(text.contains("^ view.y = -100"))
    }

    @Test func koreanNamesKeepTheBorderStraight() {
        var picture = signUpPicture()
        picture.views.append(ScreenPicture.View(name: "닉네임", kind: "textfield", screenFrame: Rect(x: 20, y: 300, width: 200, height: 44),
                                                depth: 1, parent: "view"))
        picture.views.append(ScreenPicture.View(name: "가입하기버튼입니다아주긴이름", kind: "button", screenFrame: Rect(x: 200, y: 380, width: 100, height: 100),
                                                depth: 1, parent: "view"))
        let lines = ScreenDrawing(picture, style: plain).render().split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("[닉네임") })
        #expect(lines.filter { $0.hasPrefix("║") }.allSatisfy { $0.displayWidth == 40 && $0.hasSuffix("║") })
    }

    @Test func nestedViewsAreDrawnInsideTheirParents() {
        var picture = signUpPicture()
        picture.views = [picture.views[0]]
        picture.views.append(ScreenPicture.View(name: "form", kind: "scrollview", screenFrame: Rect(x: 20, y: 100, width: 335, height: 300),
                                                depth: 1, parent: "view", contentOffsetY: 120))
        picture.views.append(ScreenPicture.View(name: "inner", kind: "view", screenFrame: Rect(x: 60, y: 160, width: 255, height: 100),
                                                depth: 2, parent: "form"))
        let lines = ScreenDrawing(picture, style: plain).render().split(separator: "\n").map(String.init)
        let formTop = lines.firstIndex { $0.contains("┌form ↕120") } ?? -1
        #expect(formTop > 0)
        #expect(lines[formTop + 2].contains("│   ┌inner─"))
        #expect(lines[formTop + 2].hasSuffix("┐   │  ║"))
    }

    @Test func childrenScrolledOutAreClippedAtTheScrollView() {
        var picture = signUpPicture()
        picture.views = [picture.views[0]]
        picture.views.append(ScreenPicture.View(name: "form", kind: "scrollview", screenFrame: Rect(x: 20, y: 250, width: 335, height: 150),
                                                depth: 1, parent: "view", contentOffsetY: 120))
        // Scrolled up so its top is above the scroll view's top edge.
        picture.views.append(ScreenPicture.View(name: "inner", kind: "view", screenFrame: Rect(x: 40, y: 150, width: 295, height: 190),
                                                depth: 2, parent: "form"))
        let lines = ScreenDrawing(picture, style: plain).render().split(separator: "\n").map(String.init)
        let formTop = lines.firstIndex { $0.contains("┌form ↕120") } ?? -1
        #expect(formTop > 0)
        // Nothing of inner is drawn above the scroll view, and its label moves to its first visible row.
        #expect(!lines[..<formTop].contains { $0.contains("inner") || $0.contains("┌") })
        #expect(lines[formTop + 1].contains("│ │inner"))
    }

    @Test func safeAreaIsDotted() {
        let text = ScreenDrawing(signUpPicture(), style: plain).render()
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[1] == "║" + String(repeating: "·", count: 38) + "║")
        #expect(text.hasSuffix("· outside the safe area"))
    }

    @Test func colourOnlyWithColourStyle() {
        let picture = signUpPicture(keyboard: Rect(x: 0, y: 409, width: 375, height: 258), focused: "nickname", covered: 44)
        #expect(!ScreenDrawing(picture, style: plain).render().contains("\u{1B}"))
        let coloured = ScreenDrawing(picture, style: Style(color: true, unicode: true)).render()
        #expect(coloured.onColourTerminal.contains("\u{1B}["))
        #expect(coloured.removingANSIEscapes == ScreenDrawing(picture, style: plain).render())
    }
}
