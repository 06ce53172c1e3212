import Testing
@testable import KeyboardSim

/// Scroll views start with `contentInsetAdjustmentBehavior = .automatic`,
/// UIKit's default (Apple's documentation). The safe area joins the inset
/// only on a scrollable vertical axis: content taller than the view, or
/// `alwaysBounceVertical`. `.never` leaves `contentInset` alone.
@Suite("scroll view inset default")
struct ScrollViewInsetDefaultTests {
    static func fullScreen(device: String, content: Double) throws -> Simulation {
        var sim = Simulation()
        try sim.setDevice(device)
        let h = sim.screenSize.height
        try sim.addView(kind: .scrollview, name: "list", frame: Rect(x: 0, y: 0, width: sim.screenSize.width, height: h))
        try sim.setContentHeight("list", content)
        return sim
    }

    @Test func aTallFullScreenScrollViewRestsBelowTheNotch() throws {
        // iPhone X: safe area 44 / 34 added; at rest contentOffset.y = −44.
        let sim = try Self.fullScreen(device: "iphone-x", content: 1500)
        #expect(sim.view(named: "list")?.adjustsForSafeArea == true)
        #expect(sim.value(atPath: "list.adjustedTop") == .success(44))
        #expect(sim.value(atPath: "list.adjustedBottom") == .success(34))
        #expect(sim.value(atPath: "list.offsetY") == .success(-44))
        #expect(sim.json().contains(#""adjustedContentInset""#))
    }

    @Test func shortContentGetsNoSafeArea() throws {
        let sim = try Self.fullScreen(device: "iphone-x", content: 500)
        #expect(sim.value(atPath: "list.adjustedTop") == .success(0))
        #expect(sim.value(atPath: "list.offsetY") == .success(0))
        #expect(!sim.json().contains(#""adjustedContentInset""#))
    }

    @Test func alwaysBounceVerticalMakesShortContentScrollable() throws {
        var sim = try Self.fullScreen(device: "iphone-x", content: 500)
        sim.setAlwaysBounceVertical("list", true)
        #expect(sim.value(atPath: "list.adjustedTop") == .success(44))
        #expect(sim.value(atPath: "list.offsetY") == .success(-44))
    }

    @Test func neverKeepsTheInsetAsSet() throws {
        var sim = try Self.fullScreen(device: "iphone-x", content: 1500)
        try sim.setInsetAdjustment("list", automatic: false)
        #expect(sim.value(atPath: "list.adjustedTop") == .success(0))
        #expect(sim.value(atPath: "list.offsetY") == .success(0))
    }

    @Test func theSeed001DiaryKeepsItsNumbersWithTheDefault() throws {
        // iPhone 8, adjusted top 20 (status bar): at rest −20. seed 001's handler:
        // inset 258 + 20 = 278; rect maxY 377.3 + 358 = 735.3 below the visible
        // bottom → offset 735.3 − (667 − 278) = 346.3, as with `.never`.
        var sim = try TestScenes.diary()
        #expect(sim.value(atPath: "list.offsetY") == .success(-20))
        _ = sim.apply(.focus("diary"))
        let offset = try sim.value(atPath: "list.offsetY").get()
        #expect(abs(offset - 346.3) < 1e-9)
    }

    @Test func aTableControllersKeyboardInsetDoesNotCountTheHomeIndicatorTwice() throws {
        // iPhone X, full-screen table with tall content: 34 from the safe area at
        // rest; with the keyboard UIKit adds 812 − 477 − 34 = 301, so the
        // adjusted inset is the keyboard's overlap, 335.
        var sim = Simulation()
        try sim.setDevice("iphone-x")
        try sim.addView(kind: .tableview, name: "table", frame: Rect(x: 0, y: 0, width: 375, height: 812))
        try sim.setContentHeight("table", 2000)
        try sim.addView(kind: .textfield, name: "row", frame: Rect(x: 16, y: 600, width: 343, height: 44), parent: "table")
        #expect(sim.value(atPath: "table.adjustedBottom") == .success(34))
        _ = sim.apply(.focus("row"))
        #expect(sim.value(atPath: "table.adjustedBottom") == .success(335))
        _ = sim.apply(.dismiss)
        #expect(sim.value(atPath: "table.adjustedBottom") == .success(34))
    }
}
