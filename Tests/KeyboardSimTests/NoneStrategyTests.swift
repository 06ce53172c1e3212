import Testing
@testable import KeyboardSim

@Suite("none")
struct NoneStrategyTests {
    @Test func nothingMovesAndTheFieldIsCovered() throws {
        var sim = try TestScenes.register()
        let t = sim.apply(.focus("nickname"))
        #expect(t.handlerSteps.isEmpty)
        #expect(sim.frame(of: "view")?.y == 0)
        #expect(sim.covered("nickname") == 40)
        #expect(sim.covered("email") == 0)
        #expect(t.verdict?.text == "nickname: covered by 40 pt")
    }

    @Test func fieldAboveTheKeyboardReportsItsClearance() throws {
        var sim = try TestScenes.register()
        _ = sim.apply(.focus("email"))
        // email 100…140, keyboard top 409.
        #expect(sim.verdict().kind == .visible(clearance: 269))
    }

    @Test func partlyCoveredFieldReportsTheCoveredPoints() throws {
        var sim = Simulation()
        try sim.addView(kind: .textfield, name: "f", frame: Rect(x: 0, y: 390, width: 375, height: 40))
        _ = sim.apply(.focus("f"))
        #expect(sim.covered("f") == 21)
    }
}
