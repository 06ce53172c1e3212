import Testing
@testable import KeyboardSim

@Suite("verdicts and view names")
struct VerdictTests {
    @Test("a field left below the bottom of the screen is not called visible")
    func belowScreen() throws {
        var sim = Simulation()
        try sim.addView(kind: .textfield, name: "comment", frame: Rect(x: 20, y: 600, width: 335, height: 40), parent: "view")
        _ = sim.apply(.focus("comment"))
        _ = sim.apply(.rotate(to: .landscape))
        // Landscape iPhone 8: 667 × 375; the frame-placed field at y 600 is off the screen.
        #expect(sim.verdict().kind == .belowScreen(by: 265))
        #expect(sim.verdict().text.contains("below the bottom of the screen by 265 pt"))
    }

    @Test("views may have Korean names; punctuation is refused")
    func koreanNames() throws {
        var sim = Simulation()
        try sim.addView(kind: .textfield, name: "닉네임", frame: Rect(x: 20, y: 500, width: 335, height: 40), parent: "view")
        #expect(sim.view(named: "닉네임") != nil)
        #expect(throws: SimError.self) {
            try sim.addView(kind: .label, name: "a-b", frame: Rect(x: 0, y: 0, width: 1, height: 1), parent: "view")
        }
    }
}
