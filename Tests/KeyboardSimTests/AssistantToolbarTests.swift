import Testing
@testable import KeyboardSim

/// The iPadOS 15+ hardware-keyboard assistant toolbar, full size and minimized.
///
/// Sources:
/// - Full size, the frames: the whole software keyboard reported, pushed down
///   so only the 55 pt bar shows (ionic-plugin-keyboard PR #273: 313 reported,
///   55 on screen; PageSpace PR #455, 2026: "~55px"). Since iPadOS 15 the bar
///   floats centred, narrower than the screen (wordpress-mobile/gutenberg-mobile
///   #4370, iPadOS 15; logseq #11036, iPadOS 17.0.3), the frames unchanged.
/// - Minimized: WWDC23 "Keep up with the keyboard": outside Stage Manager the
///   minimized toolbar does not act as part of the keyboard and overlaps the
///   app's views; in Stage Manager it does. No report gives the notifications
///   or the frame: keylab posts the hide sequence outside Stage Manager and the
///   show sequence to the toolbar's own frame inside it, the toolbar ≈ 60 × 55
///   at the bottom-right corner, 16 pt from the edge (all ≈).
@Suite("iPadOS assistant toolbar: full size and minimized")
struct AssistantToolbarTests {
    static let show = ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"]
    static let hide = ["keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide"]

    /// An iPad with a hardware keyboard and a field near the bottom-right corner.
    static func iPad(window: WindowMode = .full) throws -> Simulation {
        var sim = Simulation()
        try sim.setDevice("ipad")
        try sim.setWindow(window)
        try sim.addView(kind: .textfield, name: "reply", frame: Rect(x: 400, y: 700, width: 300, height: 40))
        _ = sim.apply(.hardware(true))
        return sim
    }

    @Test func fullSizeTheFramesReportTheWholeKeyboardWithOnlyTheBarOnScreen() throws {
        var sim = try Self.iPad()
        let t = sim.apply(.focus("reply"))
        #expect(TestScenes.names(t) == Self.show)
        // 1024 − 55 = 969; the reported height is the software keyboard's 313.
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 969, width: 768, height: 313))
        #expect(sim.keyboardFrame == Rect(x: 0, y: 969, width: 768, height: 55))
    }

    @Test func minimizedOutsideStageManagerItIsNoLongerTheKeyboard() throws {
        var sim = try Self.iPad()
        try sim.addView(kind: .textfield, name: "corner", frame: Rect(x: 600, y: 950, width: 150, height: 40))
        _ = sim.apply(.focus("corner"))
        let t = sim.apply(.assistantToolbar(.minimized))
        #expect(t.steps.contains(.engineNote(.assistant(.minimizedLeavesTheKeyboard))))
        #expect(TestScenes.names(t) == Self.hide)
        #expect(t.notifications[1].userInfo.frameBegin == Rect(x: 0, y: 969, width: 768, height: 313))
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 1024, width: 768, height: 313))
        // For the app the keyboard is gone: no frame, the guide at the safe area's bottom (1024).
        #expect(sim.keyboardFrame == nil)
        #expect(sim.keyboardLayoutGuideFrame.minY == 1024)
        // Yet the toolbar is on screen: 768 − 16 − 60 = 692, 1024 − 55 = 969 (≈),
        // and it overlaps the field: 990 − 969 = 21 pt of it.
        #expect(sim.minimizedToolbarOnScreen == Rect(x: 692, y: 969, width: 60, height: 55))
        #expect(sim.keyboardOnScreen == [Rect(x: 692, y: 969, width: 60, height: 55)])
        #expect(sim.covered("corner") == 21)
        #expect(sim.verdict().kind == .covered(by: 21))
    }

    @Test func minimizedFocusAndResignPostTheHideSequenceAsOnAnIPhone() throws {
        var sim = try Self.iPad()
        _ = sim.apply(.assistantToolbar(.minimized))
        let focus = sim.apply(.focus("reply"))
        #expect(focus.steps.contains(.engineNote(.assistant(.minimizedNothingComes))))
        #expect(TestScenes.names(focus) == Self.hide)
        #expect(!focus.notifications.contains { $0.name == .willShow })
        let resign = sim.apply(.dismiss)
        #expect(resign.steps.contains(.engineNote(.assistant(.minimizedResignHides))))
        #expect(TestScenes.names(resign) == Self.hide)
        #expect(sim.minimizedToolbarOnScreen == nil)
    }

    @Test func expandingItAgainIsTheShowSequence() throws {
        var sim = try Self.iPad()
        _ = sim.apply(.assistantToolbar(.minimized))
        _ = sim.apply(.focus("reply"))
        let t = sim.apply(.assistantToolbar(.full))
        #expect(t.steps.contains(.engineNote(.assistant(.expanded))))
        #expect(TestScenes.names(t) == Self.show)
        // From below the screen to 969, the reported 313.
        #expect(t.notifications[1].userInfo.frameBegin == Rect(x: 0, y: 1024, width: 768, height: 313))
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 969, width: 768, height: 313))
    }

    @Test func inStageManagerTheMinimizedToolbarStaysPartOfTheKeyboard() throws {
        var sim = try Self.iPad(window: .stageManager)
        _ = sim.apply(.focus("reply"))
        let t = sim.apply(.assistantToolbar(.minimized))
        let toolbar = Rect(x: 692, y: 969, width: 60, height: 55)
        #expect(t.steps.contains(.engineNote(.assistant(.minimizedStaysInStageManager(frame: toolbar)))))
        #expect(TestScenes.names(t) == Self.show)
        #expect(t.notifications[1].userInfo.frameEnd == toolbar)
        #expect(sim.keyboardFrame == toolbar)
        // The window (77, 30, 614, 768) ends at 798, above the toolbar: a handler
        // that intersects the frame with its window moves nothing, one that takes
        // the reported height moves by 55.
        #expect(sim.windowFrame.maxY == 798)
    }

    @Test func anAccessoryViewStaysAboveTheMinimizedToolbarAsOnAnIPhone() throws {
        var sim = try Self.iPad()
        try sim.setAccessory("reply", height: 44)
        _ = sim.apply(.assistantToolbar(.minimized))
        let t = sim.apply(.focus("reply"))
        // The accessory alone: (0, 1024 − 44, 768, 44).
        #expect(TestScenes.names(t) == Self.show)
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 980, width: 768, height: 44))
    }

    @Test func withoutAFieldItWaitsAndOnAnIPhoneItIsRefused() throws {
        var sim = try Self.iPad()
        let t = sim.apply(.assistantToolbar(.minimized))
        #expect(t.notifications.isEmpty)
        #expect(t.steps.contains(.engineNote(.assistant(.fromNextFocus(.minimized)))))
        #expect(sim.apply(.assistantToolbar(.minimized)).steps.contains(.engineNote(.assistant(.already(.minimized)))))
        var phone = Simulation()
        #expect(phone.apply(.assistantToolbar(.minimized)).error == .eventNotPossible(.assistantNeedsIPad))
    }

    @Test func theJSONAndExpectPathsSayWhatIsOnScreen() throws {
        var sim = try Self.iPad()
        _ = sim.apply(.focus("reply"))
        _ = sim.apply(.assistantToolbar(.minimized))
        let json = sim.json()
        #expect(json.contains("\"assistant\":\"minimized\""))
        #expect(json.contains("\"onScreen\":[{\"x\":692,\"y\":969,\"width\":60,\"height\":55}]"))
        #expect(try sim.value(atPath: "keyboard.assistant.x").get() == 692)
        #expect(try sim.value(atPath: "keyboard.assistant.height").get() == 55)
        _ = sim.apply(.assistantToolbar(.full))
        #expect(try sim.value(atPath: "keyboard.assistant.width").get() == 0)
    }
}
