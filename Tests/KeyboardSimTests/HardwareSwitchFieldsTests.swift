import Testing
@testable import KeyboardSim

/// An iPhone with a hardware keyboard, switching fields: UIKit posts one
/// hide sequence for the switch (the new field's focus), not one for the old
/// field's resign and another for the new field's focus — the old field
/// resigns inside the same responder change, and no software keyboard moves
/// (AlphaWallet PR #1254, iOS 12: WillHide/DidHide "when a field gains
/// focus"; the reports name one pair per tap). Frames ≈ as in
/// HardwareKeyboardIPhoneTests.
@Suite("hardware keyboard on an iPhone: switching fields")
struct HardwareSwitchFieldsTests {
    @Test func switchingPostsOneHideSequence() throws {
        var sim = try TestScenes.register(strategy: ["shift-view", "guard", "off"])
        _ = sim.apply(.hardware(true))
        _ = sim.apply(.focus("email"))
        let y = sim.frame(of: "view")?.y
        let t = sim.apply(.focus("nickname"))
        #expect(TestScenes.names(t) == HardwareKeyboardIPhoneTests.hide)
        #expect(sim.firstResponder == "nickname")
        // The unguarded shift adds 258 once per hide: one sequence, one step down.
        #expect(sim.frame(of: "view")?.y == (y ?? 0) + 258)
    }

    @Test func withAnAccessoryTheSwitchIsAShowOfTheAccessory() throws {
        var sim = try TestScenes.register()
        try sim.setAccessory("nickname", height: 44)
        _ = sim.apply(.hardware(true))
        _ = sim.apply(.focus("email"))
        let t = sim.apply(.focus("nickname"))
        // The new field brings its 44 pt accessory: the show sequence, (0, 623, 375, 44).
        #expect(TestScenes.names(t) == ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"])
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 623, width: 375, height: 44))
    }
}
