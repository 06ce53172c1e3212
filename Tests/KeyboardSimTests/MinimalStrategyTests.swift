import Testing
@testable import KeyboardSim

@Suite("minimal (IQKeyboardManager)")
struct MinimalStrategyTests {
    @Test func iqKeyboardManagerExample() throws {
        var sim = Simulation()
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 20, y: 500, width: 335, height: 40))
        try sim.setStrategy(words: ["minimal"])
        let t = sim.apply(.focus("field"))
        // kbSize = 667 − (409 − 10 − 0) = 268; visible 399; moveUp = min(500 − 20, 540 − 399 + 0) = 141.
        #expect(t.handlerSteps.first?.code == "let kbHeight = kb.intersection(window.frame).height  // 667 − (409 − 10 − 0) = 268")
        #expect(t.handlerSteps[1].result == 141)
        #expect(sim.frame(of: "view")?.y == -141)
        #expect(sim.verdict().kind == .visible(clearance: 10))
        _ = sim.apply(.dismiss)
        #expect(sim.frame(of: "view")?.y == 0)
    }

    @Test func distanceOption() throws {
        var sim = Simulation()
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 20, y: 500, width: 335, height: 40))
        try sim.setStrategy(words: ["minimal", "distance", "30"])
        _ = sim.apply(.focus("field"))
        #expect(sim.frame(of: "view")?.y == -161)
    }

    @Test func switchingFieldsDoesNotStack() throws {
        var sim = try TestScenes.register(strategy: ["minimal"])
        _ = sim.apply(.focus("nickname"))
        #expect(sim.frame(of: "view")?.y == -141)
        _ = sim.apply(.focus("nickname"))
        _ = sim.apply(.focus("email"))
        // email is visible even at −141? 100 − 141 = −41 would be above the top:
        // move = 140 − 141 + 10 − 409 < 0 → back down to 0.
        #expect(sim.frame(of: "view")?.y == 0)
    }

    @Test func neverPushesTheFieldAboveTheSafeArea() throws {
        var sim = Simulation()
        try sim.addView(kind: .textview, name: "notes", frame: Rect(x: 0, y: 100, width: 375, height: 500))
        try sim.setStrategy(words: ["minimal"])
        _ = sim.apply(.focus("notes"))
        // move = 600 + 10 − 409 = 201, but the top may rise only 100 − 20 = 80.
        #expect(sim.frame(of: "view")?.y == -80)
    }

    @Test func scrollViewIsAdjustedFirst() throws {
        var sim = try TestScenes.diary(strategy: ["minimal"])
        _ = sim.apply(.focus("diary"))
        // kbSize 268, visible 399; a text view has no bottom layout guide:
        // moveUp = min(500 − 20, 600 − 399) = 201; offset 0 + 201 (≤ field top 500);
        // inset = 268 − (667 − 667) − 0 = 268 (the covered part + keyboardDistance).
        #expect(sim.view(named: "list")?.contentOffset.y == 201)
        #expect(sim.view(named: "list")?.contentInset.bottom == 268)
        #expect(sim.frame(of: "view")?.y == 0)
        _ = sim.apply(.dismiss)
        // IQKeyboardManager restores the inset, not the offset (restoreContentOffset false).
        #expect(sim.view(named: "list")?.contentInset.bottom == 0)
        #expect(sim.view(named: "list")?.contentOffset.y == 201)
    }
}
