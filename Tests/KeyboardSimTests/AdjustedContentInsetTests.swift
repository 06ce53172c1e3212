import Testing
@testable import KeyboardSim

/// `contentInsetAdjustmentBehavior .automatic`: the safe area joins the inset.
@Suite("adjustedContentInset")
struct AdjustedContentInsetTests {
    static func list() throws -> Simulation {
        var sim = Simulation()
        try sim.setDevice("iphone-x")
        try sim.addView(kind: .scrollview, name: "list", frame: Rect(x: 0, y: 0, width: 375, height: 812))
        try sim.setContentHeight("list", 1500)
        try sim.addView(kind: .textview, name: "note", frame: Rect(x: 16, y: 700, width: 343, height: 100), parent: "list")
        return sim
    }

    @Test func fullScreenScrollViewRestsAtMinus44() throws {
        var sim = try Self.list()
        try sim.setInsetAdjustment("list", automatic: true)
        // Safe area 44 / 34 on the scrollable vertical axis.
        #expect(sim.value(atPath: "list.adjustedTop") == .success(44))
        #expect(sim.value(atPath: "list.adjustedBottom") == .success(34))
        #expect(sim.view(named: "list")?.contentOffset.y == -44)
        try sim.setInsetAdjustment("list", automatic: false)
        #expect(sim.view(named: "list")?.contentOffset.y == 0)
    }

    @Test func shortContentIsNotAdjusted() throws {
        var sim = try Self.list()
        try sim.setContentHeight("list", 500)
        try sim.setInsetAdjustment("list", automatic: true)
        #expect(sim.value(atPath: "list.adjustedTop") == .success(0))
    }

    @Test func theVisibleAreaWithTheKeyboardAccountsForTheHomeIndicator() throws {
        var sim = try Self.list()
        try sim.setInsetAdjustment("list", automatic: true)
        try sim.setStrategy(words: ["scroll", "list"])
        _ = sim.apply(.focus("note"))
        // inset 335 + 20 = 355, adjusted 355 + 34 = 389. targetY = 700 − (812 − 335) × 0.3 = 556.9;
        // rect height 100 + 335 = 435 > visible 812 − 44 − 389 = 379 → align top: 556.9 − 44 = 512.9.
        #expect(sim.value(atPath: "list.adjustedBottom") == .success(389))
        let offset = sim.view(named: "list")?.contentOffset.y ?? 0
        #expect(abs(offset - 512.9) < 0.001)
    }
}
