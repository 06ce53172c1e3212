import Testing
@testable import KeyboardSim

@Suite("layout-guide (UIKeyboardLayoutGuide)")
struct LayoutGuideStrategyTests {
    func scene(device: String = "iphone-8") throws -> Simulation {
        var sim = Simulation()
        try sim.setDevice(device)
        try sim.addView(kind: .textfield, name: "message", frame: .zero)
        try sim.pin("message", .leading, to: .safe, .leading, constant: 8)
        try sim.pin("message", .trailing, to: .safe, .trailing, constant: -8)
        try sim.pin("message", .bottom, to: .keyboard, .top, constant: -8)
        try sim.pinSize("message", .height, 36)
        try sim.setStrategy(words: ["layout-guide"])
        return sim
    }

    @Test func hiddenKeyboardGuideSitsOnTheSafeAreaBottom() throws {
        let sim = try scene(device: "iphone-x")
        // safe bottom 778: 778 − 8 − 36 = 734.
        #expect(sim.frame(of: "message")?.y == 734)
    }

    @Test func fieldFollowsTheKeyboardWithNoHandlerCode() throws {
        var sim = try scene()
        let t = sim.apply(.focus("message"))
        #expect(t.handlerSteps.isEmpty)
        #expect(sim.frame(of: "message")?.y == 365)
        #expect(sim.verdict().kind == .visible(clearance: 8))
        _ = sim.apply(.dismiss)
        #expect(sim.frame(of: "message")?.y == 623)
    }

    @Test func followsThroughRotation() throws {
        var sim = try scene()
        _ = sim.apply(.focus("message"))
        _ = sim.apply(.rotate(to: .landscape))
        #expect(sim.frame(of: "message") == Rect(x: 8, y: 137, width: 651, height: 36))
    }

    @Test func undockedKeyboardPutsTheGuideBackOnTheSafeArea() throws {
        var sim = try scene(device: "ipad")
        _ = sim.apply(.focus("message"))
        #expect(sim.frame(of: "message")?.y == 667)
        _ = sim.apply(.floating)
        #expect(sim.frame(of: "message")?.y == 980)
    }

    @Test func takesNoOptions() throws {
        var sim = try scene()
        #expect(throws: SimError.unknownOption(strategy: "layout-guide", option: "guard", known: [])) {
            try sim.setStrategy(words: ["layout-guide", "guard", "on"])
        }
    }
}
