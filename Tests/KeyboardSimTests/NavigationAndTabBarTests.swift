import Testing
@testable import KeyboardSim

/// Navigation and tab bars grow the safe area.
@Suite("navigation and tab bars")
struct NavigationAndTabBarTests {
    @Test func shiftViewPushesTheFieldUnderTheNavigationBar() throws {
        var sim = try TestScenes.register(strategy: ["shift-view"])
        sim.setNavigationBar(true)
        // Safe top 20 + 44 = 64.
        #expect(sim.value(atPath: "safe.top") == .success(64))
        _ = sim.apply(.focus("email"))
        // email 100 − 258 = −158: 64 + 158 = 222 above the safe area.
        #expect(sim.verdict().kind == .aboveSafeArea(by: 222))
    }

    @Test func aTabBarIsCountedTwiceByBottomConstraints() throws {
        var sim = Simulation()
        try sim.setDevice("iphone-x")
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 16, y: 0, width: 343, height: 36))
        try sim.pin("field", .bottom, to: .safe, .bottom, constant: 0)
        try sim.pinSize("field", .height, 36)
        sim.setTabBar(true)
        // Safe bottom 34 + 49 = 83: field bottom 812 − 83 = 729.
        #expect(sim.frame(of: "field")?.maxY == 729)
        try sim.setStrategy(words: ["constraints"])
        _ = sim.apply(.focus("field"))
        // constant −335: bottom 729 − 335 = 394; keyboard top 477: 83 pt gap (tab bar + home indicator).
        #expect(sim.verdict().kind == .visible(clearance: 83))
    }

    @Test func theKeyboardGuideIsRightWithATabBar() throws {
        var sim = Simulation()
        try sim.setDevice("iphone-x")
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 16, y: 0, width: 343, height: 36))
        try sim.pin("field", .bottom, to: .keyboard, .top, constant: 0)
        try sim.pinSize("field", .height, 36)
        sim.setTabBar(true)
        try sim.setStrategy(words: ["layout-guide"])
        _ = sim.apply(.focus("field"))
        #expect(sim.verdict().kind == .visible(clearance: 0))
    }
}
