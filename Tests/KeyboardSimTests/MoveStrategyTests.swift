import Testing
@testable import KeyboardSim

@Suite("move")
struct MoveStrategyTests {
    func scene(pinned: Bool, options: [String] = []) throws -> Simulation {
        var sim = Simulation()
        try sim.addView(kind: .textfield, name: "comment", frame: Rect(x: 8, y: 6, width: 300, height: 32), parent: "view")
        try sim.addView(kind: .toolbar, name: "bar", frame: Rect(x: 0, y: 623, width: 375, height: 44))
        try sim.removeView("comment")
        try sim.addView(kind: .textfield, name: "comment", frame: Rect(x: 8, y: 6, width: 300, height: 32), parent: "bar")
        if pinned {
            try sim.pin("bar", .bottom, to: .safe, .bottom)
            try sim.pin("bar", .leading, to: .safe, .leading)
            try sim.pin("bar", .trailing, to: .safe, .trailing)
            try sim.pinSize("bar", .height, 44)
        }
        try sim.setStrategy(words: ["move", "bar"] + options)
        return sim
    }

    @Test func showMovesTheBarUpByTheEndFrameHeight() throws {
        var sim = try scene(pinned: false)
        let t = sim.apply(.focus("comment"))
        #expect(sim.frame(of: "bar")?.y == 365)
        #expect(sim.verdict().kind == .visible(clearance: 6))
        #expect(t.handlerSteps.contains { $0.code.contains("7 << 16 = 458752") })
        _ = sim.apply(.dismiss)
        #expect(sim.frame(of: "bar")?.y == 623)
    }

    @Test func switchingFieldsMovesItTwice() throws {
        var sim = try scene(pinned: false)
        try sim.addView(kind: .textfield, name: "search", frame: Rect(x: 0, y: 100, width: 375, height: 40))
        _ = sim.apply(.focus("search"))
        _ = sim.apply(.focus("comment"))
        #expect(sim.frame(of: "bar")?.y == 107)
    }

    @Test func rotationLeavesAFramePlacedBarMisplaced() throws {
        var sim = try scene(pinned: false)
        _ = sim.apply(.focus("comment"))
        _ = sim.apply(.rotate(to: .landscape))
        // Hide (+258) then show (−194) from the portrait frame: 623 − 194 = 429,
        // below the 375 pt landscape screen.
        #expect(sim.frame(of: "bar")?.y == 429)
        #expect(sim.screenFrame(of: "comment")?.y == 435)
    }

    @Test func rotationWithAPinnedBarEndsRightAboveTheKeyboard() throws {
        var sim = try scene(pinned: true)
        _ = sim.apply(.focus("comment"))
        #expect(sim.frame(of: "bar")?.y == 365)
        _ = sim.apply(.rotate(to: .landscape))
        // Layout puts it at 375 − 44 = 331, the show moves it by 194: 137; keyboard top 181.
        #expect(sim.frame(of: "bar")?.y == 137)
        #expect(sim.keyboardFrame?.y == 181)
    }

    @Test func resignOnRotateHidesTheKeyboardBeforeRotating() throws {
        var sim = try scene(pinned: true, options: ["resign-on-rotate", "on"])
        _ = sim.apply(.focus("comment"))
        let t = sim.apply(.rotate(to: .landscape))
        #expect(sim.firstResponder == nil)
        #expect(sim.keyboardFrame == nil)
        #expect(TestScenes.names(t) == ["keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide"])
        #expect(t.handlerSteps.first?.code == "view.endEditing(true)")
        #expect(sim.frame(of: "bar")?.y == 331)
    }

    @Test func handSetFrameOnAPinnedViewIsOverwrittenByTheNextLayoutPass() throws {
        var sim = try scene(pinned: true)
        try sim.addView(kind: .label, name: "hint", frame: .zero)
        try sim.pin("hint", .bottom, to: .keyboard, .top)
        let t = sim.apply(.focus("comment"))
        // The handler set y 365, the keyboard-guide layout pass recomputed the pinned bar.
        #expect(sim.frame(of: "bar")?.y == 623)
        let layout = t.steps.contains { if case .layout(let p) = $0 { return p.changes.contains { $0.view == "bar" } } else { return false } }
        #expect(layout)
    }
}
