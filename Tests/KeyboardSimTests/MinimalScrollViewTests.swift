import Testing
@testable import KeyboardSim

/// `minimal` as IQKeyboardManager's source does it: scroll view first,
/// inset = covered part + keyboardDistance, offset not clamped, notched phones.
@Suite("minimal with a scroll view and on notched phones")
struct MinimalScrollViewTests {
    @Test func scrollViewTakesTheWholeMoveUnclamped() throws {
        var sim = Simulation()
        try sim.addView(kind: .scrollview, name: "form", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        try sim.addView(kind: .textfield, name: "code", frame: Rect(x: 20, y: 620, width: 335, height: 40), parent: "form")
        try sim.setStrategy(words: ["minimal"])
        _ = sim.apply(.focus("code"))
        // kbSize = 667 − (409 − 10) = 268; visible 399; moveUp = min(620 − 20, 660 − 399) = 261.
        // Offset 0 + 261, not clamped to the content (a clamp with inset 258 would stop at
        // 667 + 258 − 667 = 258); inset = kbSize − (667 − 667) − 0 = 268, not 258; the root stays.
        #expect(sim.view(named: "form")?.contentOffset.y == 261)
        #expect(sim.view(named: "form")?.contentInset.bottom == 268)
        #expect(sim.frame(of: "view")?.y == 0)
        // code at 620 − 261 = 359, bottom 399: 409 − 399 = 10 above the keyboard.
        #expect(sim.verdict().kind == .visible(clearance: 10))
    }

    @Test func notchedPhoneLeavesDistancePlusTwiceTheHomeIndicator() throws {
        var sim = Simulation()
        try sim.setDevice("iphone-x")
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 20, y: 600, width: 335, height: 44))
        try sim.setStrategy(words: ["minimal"])
        _ = sim.apply(.focus("field"))
        // Keyboard top 477; grown by 10 + 34 → 433, kbSize 812 − 433 = 379, visible 433;
        // moveUp = min(600 − 44, 644 − 433 + 34) = 245; root max(−245, −335) = −245;
        // field bottom 644 − 245 = 399; 477 − 399 = 78 = 10 + 34 + 34.
        #expect(sim.frame(of: "view")?.y == -245)
        #expect(sim.verdict().kind == .visible(clearance: 78))
    }

    @Test func theMoveIsTruncatedToWholePoints() throws {
        var sim = Simulation()
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 20, y: 500.5, width: 335, height: 40))
        try sim.setStrategy(words: ["minimal"])
        _ = sim.apply(.focus("field"))
        // 540.5 − 399 = 141.5 → Int → 141; bottom 540.5 − 141 = 399.5; 409 − 399.5 = 9.5.
        #expect(sim.frame(of: "view")?.y == -141)
        #expect(sim.verdict().kind == .visible(clearance: 9.5))
    }
}
