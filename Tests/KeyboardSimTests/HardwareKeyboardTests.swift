import Testing
@testable import KeyboardSim

/// iPad + hardware keyboard: WillShow reports the full software keyboard
/// while only the 55 pt bar shows ("large gap" bug), and its fix.
@Suite("hardware keyboard")
struct HardwareKeyboardTests {
    static func ipadNotes(_ strategy: [String]) throws -> Simulation {
        var sim = Simulation()
        try sim.setDevice("ipad")
        try sim.addView(kind: .textfield, name: "notes", frame: Rect(x: 20, y: 900, width: 728, height: 44))
        try sim.setStrategy(words: strategy)
        _ = sim.apply(.hardware(true))
        return sim
    }

    @Test func iPadPostsTheFullFrameAndShiftViewLeavesALargeGap() throws {
        var sim = try Self.ipadNotes(["shift-view"])
        let t = sim.apply(.focus("notes"))
        // End frame: y = 1024 − 55 = 969, height 313 (the software keyboard's).
        #expect(TestScenes.names(t) == ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"])
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 969, width: 768, height: 313))
        // Shifted by 313 for a 55 pt bar: notes at 900 − 313 = 587, bottom 631,
        // 969 − 631 = 338 pt above the bar: the gap.
        #expect(sim.frame(of: "view")?.y == -313)
        #expect(sim.verdict().kind == .visible(clearance: 338))
        #expect(sim.keyboardFrame == Rect(x: 0, y: 969, width: 768, height: 55))
        #expect(sim.value(atPath: "keyboard.endHeight") == .success(313))
        #expect(sim.value(atPath: "keyboard.height") == .success(55))
    }

    @Test func measuringTheOverlapShiftsBy55() throws {
        var sim = try Self.ipadNotes(["shift-view", "measure", "window"])
        _ = sim.apply(.focus("notes"))
        // kb.minY in the view = 969; overlap = 1024 − 969 = 55; notes bottom 944 − 55 = 889; 969 − 889 = 80.
        #expect(sim.frame(of: "view")?.y == -55)
        #expect(sim.verdict().kind == .visible(clearance: 80))
        _ = sim.apply(.dismiss)
        #expect(sim.frame(of: "view")?.y == 0)
    }

    @Test func iPhonePostsNoWillShowWithoutAnAccessoryView() throws {
        var sim = try TestScenes.register(strategy: ["shift-view"])
        _ = sim.apply(.hardware(true))
        let t = sim.apply(.focus("nickname"))
        #expect(!TestScenes.names(t).contains("keyboardWillShow"))
        // shift-view's guard (isKeyboard false) ignores the WillHide: the view stays at 0.
        #expect(sim.frame(of: "view")?.y == 0)
        #expect(sim.keyboardFrame == nil)
    }

    @Test func dismissPostsTheHideSequenceKeepingTheReportedHeight() throws {
        var sim = try Self.ipadNotes(["shift-view"])
        _ = sim.apply(.focus("notes"))
        let t = sim.apply(.dismiss)
        // Hide end frame (0, 1024, 768, 313): −313 + 313 = 0.
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 1024, width: 768, height: 313))
        #expect(sim.frame(of: "view")?.y == 0)
    }
}
