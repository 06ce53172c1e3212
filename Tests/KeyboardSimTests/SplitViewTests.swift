import Testing
@testable import KeyboardSim

/// iPad Split View and Slide Over: a window narrower than the screen; the
/// keyboard's frame is in screen coordinates.
@Suite("Split View and Slide Over")
struct SplitViewTests {
    @Test func windowFrames() throws {
        var sim = Simulation()
        try sim.setDevice("ipad")
        try sim.setWindow(.split(numerator: 1, denominator: 2))
        // 768 / 2 − 5 = 379 wide, on the right: x 768 − 379 = 389.
        #expect(sim.windowFrame == Rect(x: 389, y: 0, width: 379, height: 1024))
        #expect(sim.frame(of: "view") == Rect(x: 0, y: 0, width: 379, height: 1024))
        try sim.setWindow(.slideOver)
        // 320 wide, 20 from top and bottom, 10 from the right edge: x 768 − 320 − 10 = 438.
        #expect(sim.windowFrame == Rect(x: 438, y: 20, width: 320, height: 984))
        // The root view's frame is in the window; its screen frame adds the window's origin.
        #expect(sim.screenFrame(of: "view") == Rect(x: 438, y: 20, width: 320, height: 984))
    }

    @Test func refusedOnAnIPhone() throws {
        var sim = try TestScenes.register()
        #expect(throws: SimError.self) { try sim.setWindow(.slideOver) }
    }

    static func slideOver(_ measure: String) throws -> Simulation {
        var sim = Simulation()
        try sim.setDevice("ipad")
        try sim.setWindow(.slideOver)
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 16, y: 930, width: 288, height: 44))
        try sim.setStrategy(words: ["shift-view", "measure", measure])
        return sim
    }

    @Test func convertingFromTheWindowMissesTheWindowsOffset() throws {
        var sim = try Self.slideOver("window")
        _ = sim.apply(.focus("field"))
        // Keyboard top 1024 − 313 = 711 (screen). As window coordinates: 984 − 711 = 273.
        // Field on screen 20 + 930 = 950 → 950 − 273 = 677, bottom 721: covered by 721 − 711 = 10.
        #expect(sim.frame(of: "view")?.y == -273)
        #expect(sim.verdict().kind == .covered(by: 10))
    }

    @Test func convertingFromTheScreenIsRight() throws {
        var sim = try Self.slideOver("screen")
        _ = sim.apply(.focus("field"))
        // In the window the keyboard starts at 711 − 20 = 691: 984 − 691 = 293; bottom 994 − 293 = 701: 10 above.
        #expect(sim.frame(of: "view")?.y == -293)
        #expect(sim.verdict().kind == .visible(clearance: 10))
    }
}
