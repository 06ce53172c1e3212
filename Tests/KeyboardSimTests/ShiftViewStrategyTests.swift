import Testing
@testable import KeyboardSim

@Suite("shift-view (seed 000)")
struct ShiftViewStrategyTests {
    @Test func showShiftsTheRootByTheKeyboardHeight() throws {
        var sim = try TestScenes.register(strategy: ["shift-view"])
        let t = sim.apply(.focus("nickname"))
        #expect(sim.frame(of: "view")?.y == -258)
        #expect(t.handlerSteps.contains { $0.code == "view.frame.origin.y -= keyboardHeight  // 0 − 258 = −258" })
        // nickname 500 → screen 242: above the keyboard top 409 by 409 − 282 = 127.
        #expect(sim.screenFrame(of: "nickname")?.y == 242)
        #expect(t.verdict?.kind == .visible(clearance: 127))
    }

    @Test func hideRestoresTheRoot() throws {
        var sim = try TestScenes.register(strategy: ["shift-view"])
        _ = sim.apply(.focus("nickname"))
        let t = sim.apply(.dismiss)
        #expect(sim.frame(of: "view")?.y == 0)
        #expect(t.handlerSteps.contains { $0.code.hasPrefix("self.view.frame.origin.y += keyboardFrame.height  // −258 + 258 = 0") })
    }

    @Test func guardStopsTheDoubleShiftWhenWillShowRepeats() throws {
        var sim = try TestScenes.register(strategy: ["shift-view"])
        _ = sim.apply(.focus("email"))
        _ = sim.apply(.focus("nickname"))
        #expect(sim.frame(of: "view")?.y == -258)
    }

    @Test func guardOffStacksTheShiftTo516() throws {
        var sim = try TestScenes.register(strategy: ["shift-view", "guard", "off"])
        _ = sim.apply(.focus("email"))
        #expect(sim.frame(of: "view")?.y == -258)
        _ = sim.apply(.focus("nickname"))
        #expect(sim.frame(of: "view")?.y == -516)
        // The field is now pushed above the safe area: 500 − 516 = −16, 36 pt above y 20.
        #expect(sim.verdict().kind == .aboveSafeArea(by: 36))
        _ = sim.apply(.dismiss)
        #expect(sim.frame(of: "view")?.y == -258)
    }

    @Test func onlyFieldShiftsForItAndUndoesForAnother() throws {
        var sim = try TestScenes.register(strategy: ["shift-view", "only", "nickname"])
        _ = sim.apply(.focus("email"))
        #expect(sim.frame(of: "view")?.y == 0)
        _ = sim.apply(.focus("nickname"))
        #expect(sim.frame(of: "view")?.y == -258)
        let back = sim.apply(.focus("email"))
        #expect(sim.frame(of: "view")?.y == 0)
        #expect(back.handlerSteps.contains { $0.code.contains("−258 + 258 = 0") })
    }

    @Test func notchedPhoneUsesTheWholeHeightIncludingTheHomeIndicator() throws {
        var sim = Simulation()
        try sim.setDevice("iphone-x")
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 20, y: 700, width: 335, height: 44))
        try sim.setStrategy(words: ["shift-view"])
        _ = sim.apply(.focus("field"))
        #expect(sim.frame(of: "view")?.y == -335)
        // Field bottom 744 − 335 = 409; keyboard top 477: 68 pt gap, of which 34 is the
        // home indicator counted again.
        #expect(sim.verdict().kind == .visible(clearance: 68))
    }

    @Test func unknownOnlyFieldIsRejectedWithSuggestions() throws {
        var sim = try TestScenes.register()
        #expect(throws: SimError.unknownView("nickame", known: ["view", "email", "nickname"])) {
            try sim.setStrategy(words: ["shift-view", "only", "nickame"])
        }
    }

    @Test func undockingOnAnIPadPostsWillHideAndUndoesTheShift() throws {
        var sim = Simulation()
        try sim.setDevice("ipad")
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 20, y: 900, width: 300, height: 40))
        try sim.setStrategy(words: ["shift-view"])
        _ = sim.apply(.focus("field"))
        #expect(sim.frame(of: "view")?.y == -313)
        let t = sim.apply(.floating)
        // WillHide's end frame keeps the docked height: −313 + 313 = 0.
        #expect(!t.handlerSteps.isEmpty)
        #expect(sim.frame(of: "view")?.y == 0)
    }
}
