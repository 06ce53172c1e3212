import Testing
@testable import KeyboardSim

/// Page and form sheets (`:present`): the root view does not start at the
/// screen's top, and the keyboard's frame stays in screen coordinates.
/// Sources: iOS 13's default modal is a page sheet (WWDC 2019 "Modernizing
/// Your UI for iOS 13"; hacknicity, "View Controller Presentation Changes in
/// iOS 13"); sheets break handlers that read `endFrame.origin.y` as a root-view
/// y (UnderKeyboard #14, Keyboardy #20, AutoKeyboard #5, iOS 13.3.1); an iPad
/// form sheet moves with the keyboard, after the Will notifications
/// (mullvad PR #2706, freshOS/KeyboardLayoutGuide PR #43). Sizes marked ≈
/// in docs/engine.md.
@Suite("Sheets")
struct SheetPresentationTests {
    static func sheet(_ style: PresentationStyle, device: String = "iphone-8") throws -> Simulation {
        var sim = Simulation()
        try sim.setDevice(device)
        sim.setPresentation(style)
        return sim
    }

    @Test func iPhonePageSheetStartsBelowTheStatusBar() throws {
        // iPhone 8: status bar 20 + 10 = 30; 667 − 30 = 637 high; reaches the bottom.
        var sim = try Self.sheet(.pageSheet)
        #expect(sim.hostFrame == Rect(x: 0, y: 30, width: 375, height: 637))
        #expect(sim.frame(of: "view") == Rect(x: 0, y: 0, width: 375, height: 637))
        #expect(sim.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        // iPhone X: 44 + 10 = 54; 812 − 54 = 758; the home indicator (34) is still in the sheet.
        sim = try Self.sheet(.pageSheet, device: "iphone-x")
        #expect(sim.hostFrame == Rect(x: 0, y: 54, width: 375, height: 758))
        #expect(sim.safeAreaInsets.top == 0)
        #expect(sim.safeAreaInsets.bottom == 34)
        // An iPhone shows a form sheet as a page sheet.
        #expect(try Self.sheet(.formSheet, device: "iphone-x").hostFrame == sim.hostFrame)
    }

    @Test func iPhoneLandscapeSheetFillsTheScreen() throws {
        var sim = try Self.sheet(.pageSheet)
        _ = sim.apply(.rotate(to: .landscape))
        #expect(sim.hostFrame == Rect(x: 0, y: 0, width: 667, height: 375))
        #expect(sim.frame(of: "view") == Rect(x: 0, y: 0, width: 667, height: 375))
    }

    @Test func theWillShowTraceExplainsTheSheetsOffset() throws {
        var sim = try Self.sheet(.pageSheet)
        try sim.addView(kind: .textfield, name: "note", frame: Rect(x: 16, y: 560, width: 343, height: 36))
        let trace = sim.apply(.focus("note"))
        // 667 − 258 = 409 on the screen; in the sheet's root view 409 − 30 = 379.
        let note = trace.steps.compactMap { step -> PresentationNote? in
            if case .engineNote(.presentation(let p)) = step { return p }
            return nil
        }
        #expect(note == [.keyboardTopInSheet(style: .pageSheet, sheetY: 30, rootY: 0, keyboardY: 409, inView: 379)])
        // The field's bottom 560 + 36 = 596 in the root view, 626 on the screen: 626 − 409 = 217 > 36, all covered.
        #expect(sim.covered("note") == 36)
        // The root view reaches the screen's bottom: the keyboard covers 258 of it, its whole height.
        #expect(sim.covered("view") == 258)
    }

    @Test func aBarPinnedToTheKeyboardGuideSitsOnTheKeyboardInASheet() throws {
        var sim = try Self.sheet(.pageSheet)
        try sim.addView(kind: .toolbar, name: "bar", frame: Rect(x: 0, y: 593, width: 375, height: 44))
        try sim.pin("bar", .bottom, to: .keyboard, .top)
        _ = sim.apply(.keyboardShow)
        // The guide converts: 409 − 30 = 379 in the root view → bar at 379 − 44 = 335.
        #expect(sim.frame(of: "bar")?.y == 335)
        #expect(sim.covered("bar") == 0)
    }

    @Test func iPadFormSheetIsCentredAndMovesUpAfterTheWillNotifications() throws {
        var sim = try Self.sheet(.formSheet, device: "ipad")
        // 540 × 620 in 768 × 1024: x (768 − 540) / 2 = 114, y (1024 − 620) / 2 = 202.
        #expect(sim.hostFrame == Rect(x: 114, y: 202, width: 540, height: 620))
        try sim.addView(kind: .textfield, name: "note", frame: Rect(x: 20, y: 560, width: 500, height: 36))
        try sim.setStrategy(words: ["shift-view", "measure", "window"])
        let trace = sim.apply(.focus("note"))
        // Keyboard top 1024 − 313 = 711. The Will handler sees the sheet at rest (202):
        // 711 − 202 = 509 in the root → overlap 620 − 509 = 111, the root moves up 111.
        #expect(sim.frame(of: "view")?.y == -111)
        // Then the sheet moves: its bottom to the keyboard's top, 711 − 620 = 91.
        #expect(sim.hostFrame.y == 91)
        let names = trace.steps.compactMap { step -> String? in
            switch step {
            case .notification(let n): return n.name.rawValue
            case .engineNote(.presentation(.formSheetMoves)): return "moves"
            default: return nil
            }
        }
        #expect(names == ["keyboardWillChangeFrame", "keyboardWillShow", "moves", "keyboardDidChangeFrame", "keyboardDidShow"])
        // The sheet moved too, so the shift was not needed: the field ends 91 − 111 + 596 = 576, 135 above the keyboard.
        #expect(sim.verdict().kind == .visible(clearance: 135))
        _ = sim.apply(.dismiss)
        #expect(sim.hostFrame.y == 202)
    }

    @Test func iPadFormSheetInLandscapeStopsAtTheStatusBar() throws {
        var sim = try Self.sheet(.formSheet, device: "ipad")
        _ = sim.apply(.rotate(to: .landscape))
        // 1024 × 768: y (768 − 620) / 2 = 74. Keyboard 398 high → top 370; 370 − 620 < 20, so the sheet stops at 20.
        #expect(sim.hostFrame == Rect(x: 242, y: 74, width: 540, height: 620))
        _ = sim.apply(.keyboardShow)
        #expect(sim.hostFrame.y == 20)
        // Still covered: 20 + 620 − 370 = 270.
        #expect(sim.covered("view") == 270)
    }

    @Test func narrowIPadWindowsShowFormSheetsAsPageSheets() throws {
        var sim = try Self.sheet(.formSheet, device: "ipad")
        try sim.setWindow(.split(numerator: 1, denominator: 2))
        // Split 1/2: the window is 379 wide at x 389 (compact): a page sheet 20 + 10 below its top.
        #expect(sim.hostFrame == Rect(x: 389, y: 30, width: 379, height: 994))
        _ = sim.apply(.keyboardShow)
        #expect(sim.hostFrame.y == 30)
    }

    @Test func aSheetOverTheScreenSkipsViewWillDisappear() throws {
        var sim = try TestScenes.register(strategy: ["shift-view"])
        let over = sim.apply(.sheetOver(.pageSheet))
        #expect(over.error == nil)
        // The sheet's field brings the keyboard up: the presenter's observer still runs.
        let trace = sim.apply(.keyboardShow)
        #expect(sim.frame(of: "view")?.y == -258)
        #expect(trace.steps.contains(.engineNote(.presentation(.presenterStillObserving(handler: "keyboardWillShow(_:)")))))
        // Pushing (viewWillDisappear runs) removes the observers: nothing moves.
        var pushed = try TestScenes.register(strategy: ["shift-view"])
        _ = pushed.apply(.screenDisappear)
        _ = pushed.apply(.keyboardShow)
        #expect(pushed.frame(of: "view")?.y == 0)
    }

    @Test func dismissingTheSheetCallsNoAppearanceMethod() throws {
        var sim = try TestScenes.register(strategy: ["shift-view"])
        _ = sim.apply(.sheetOver(.formSheet))
        let back = sim.apply(.screenAppear)
        #expect(back.steps.contains(.engineNote(.presentation(.sheetDismissed))))
        #expect(sim.screenVisible)
        #expect(sim.presentation.coveredBy == nil)
    }

    @Test func pathsAndJSON() throws {
        let sim = try Self.sheet(.pageSheet, device: "iphone-x")
        #expect(try sim.value(atPath: "sheet.y").get() == 54)
        #expect(try sim.value(atPath: "sheet.height").get() == 758)
        #expect(sim.json().contains(#""sheet":{"style":"page-sheet","frame":{"x":0,"y":54,"width":375,"height":758}}"#))
        // Full screen: no sheet field; sheet.y is the window's.
        let full = Simulation()
        #expect(!full.json().contains("sheet"))
        #expect(try full.value(atPath: "sheet.y").get() == 0)
    }
}
