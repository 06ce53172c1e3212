import Testing
@testable import KeyboardSim

/// An iPhone with a hardware keyboard: no software keyboard comes up, yet
/// UIKit posts WillHide / DidHide when a field gains focus and again when it
/// resigns, and never WillShow (AlphaWallet PR #1254, iOS 12;
/// DCIntrospect-ARC PR #44, iOS 9). With an input accessory view the
/// accessory alone comes up with the show sequence.
@Suite("hardware keyboard on an iPhone")
struct HardwareKeyboardIPhoneTests {
    static let hide = ["keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide"]

    @Test func focusPostsTheHideSequenceAndNoWillShow() throws {
        var sim = try TestScenes.register()
        _ = sim.apply(.hardware(true))
        let t = sim.apply(.focus("nickname"))
        #expect(TestScenes.names(t) == Self.hide)
        // Nothing is on screen: the field at 500…540 is fully visible, 667 − 540 = 127 pt clear.
        #expect(sim.keyboardFrame == nil)
        #expect(sim.verdict().kind == .visible(clearance: 127))
        // The frames are the software keyboard's below the screen, begin = end
        // (an estimate: the reports name the notifications only).
        let info = t.notifications[1].userInfo
        #expect(info.frameBegin == info.frameEnd)
        #expect(info.frameEnd == Rect(x: 0, y: 667, width: 375, height: 258))
        #expect(info.heightConfirmed == false)
    }

    @Test func resigningPostsTheHideSequenceAgain() throws {
        var sim = try TestScenes.register()
        _ = sim.apply(.hardware(true))
        _ = sim.apply(.focus("nickname"))
        let t = sim.apply(.dismiss)
        #expect(TestScenes.names(t) == Self.hide)
        #expect(t.steps.contains(.engineNote(.hardwareResignHides)))
        #expect(sim.firstResponder == nil)
    }

    @Test func anUnguardedShiftMovesTheScreenDownByAKeyboardThatNeverCame() throws {
        // shift-view without its isKeyboard guard adds the end frame's height on
        // every WillHide: 0 + 258 = 258 on focus, 258 + 258 = 516 on resign.
        var sim = try TestScenes.register(strategy: ["shift-view", "guard", "off"])
        _ = sim.apply(.hardware(true))
        _ = sim.apply(.focus("nickname"))
        #expect(sim.frame(of: "view")?.y == 258)
        _ = sim.apply(.dismiss)
        #expect(sim.frame(of: "view")?.y == 516)
    }

    @Test func theGuardedShiftIgnoresIt() throws {
        var sim = try TestScenes.register(strategy: ["shift-view"])
        _ = sim.apply(.hardware(true))
        _ = sim.apply(.focus("nickname"))
        _ = sim.apply(.dismiss)
        #expect(sim.frame(of: "view")?.y == 0)
    }

    @Test func anAccessoryViewStillComesUpWithTheShowSequence() throws {
        var sim = try TestScenes.register()
        try sim.setAccessory("nickname", height: 44)
        _ = sim.apply(.hardware(true))
        let t = sim.apply(.focus("nickname"))
        // The accessory alone: (0, 667 − 44, 375, 44).
        #expect(TestScenes.names(t).contains("keyboardWillShow"))
        #expect(sim.keyboardFrame == Rect(x: 0, y: 623, width: 375, height: 44))
    }

    @Test func anIPadStillPostsTheShowSequence() throws {
        var sim = Simulation()
        try sim.setDevice("ipad")
        try sim.addView(kind: .textfield, name: "notes", frame: Rect(x: 20, y: 900, width: 728, height: 44))
        _ = sim.apply(.hardware(true))
        let t = sim.apply(.focus("notes"))
        #expect(TestScenes.names(t) == ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"])
    }
}
