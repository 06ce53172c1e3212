import Testing
@testable import KeyboardSim

/// The gap between the split iPad keyboard's halves: the app shows there, so
/// a view between the halves is not covered.
///
/// Sources: Apple's iPad User Guide, "Use a floating or split keyboard": the
/// two halves sit at the screen's sides with the app visible between them.
/// What the notifications report while split (y 0) is decided elsewhere
/// (UndockedKeyboardTests: Stack Overflow 10749311). The halves' widths have
/// no source: keylab makes each ≈ 35 % of the screen's width.
@Suite("split iPad keyboard: the gap between the halves")
struct SplitKeyboardGapTests {
    static func split(orientation: Orientation = .portrait) throws -> Simulation {
        var sim = Simulation()
        try sim.setDevice("ipad")
        try sim.addView(kind: .textfield, name: "middle", frame: Rect(x: 334, y: 500, width: 100, height: 40))
        try sim.addView(kind: .textfield, name: "left", frame: Rect(x: 20, y: 500, width: 200, height: 40))
        if orientation == .landscape { _ = sim.apply(.rotate(to: .landscape)) }
        _ = sim.apply(.split)
        _ = sim.apply(.focus("middle"))
        return sim
    }

    @Test func aViewBetweenTheHalvesIsNotCovered() throws {
        let sim = try Self.split()
        // The split keyboard: (0, 380, 768, 264) (UndockedKeyboardTests). Each half
        // 768 × 0.35 = 268.8 → 269: (0, 380, 269, 264) and (768 − 269 = 499, 380, 269, 264).
        let halves = try #require(sim.splitHalves)
        #expect(halves.left == Rect(x: 0, y: 380, width: 269, height: 264))
        #expect(halves.right == Rect(x: 499, y: 380, width: 269, height: 264))
        // The gap: 499 − 269 = 230 wide, from x 269.
        #expect(sim.splitGap == Rect(x: 269, y: 380, width: 230, height: 264))
        // "middle" spans x 334…434, inside the gap: not covered; "left" is under the left half.
        #expect(sim.covered("middle") == 0)
        #expect(sim.covered("left") == 40)
        #expect(sim.verdict().kind != .covered(by: 40))
        #expect(sim.keyboardOnScreen == [halves.left, halves.right])
    }

    @Test func inLandscapeTheGapIsWider() throws {
        let sim = try Self.split(orientation: .landscape)
        // 1024 × 0.35 = 358.4 → 358; 1024 − 2 × 358 = 308.
        #expect(sim.splitGap?.width == 308)
        #expect(sim.splitGap?.x == 358)
    }

    @Test func theJSONAndExpectPathsGiveTheHalvesAndTheGap() throws {
        var sim = try Self.split()
        #expect(sim.json().contains("\"onScreen\":[{\"x\":0,\"y\":380,\"width\":269,\"height\":264},{\"x\":499,\"y\":380,\"width\":269,\"height\":264}]"))
        #expect(try sim.value(atPath: "keyboard.gap.x").get() == 269)
        #expect(try sim.value(atPath: "keyboard.gap.width").get() == 230)
        // Floating, docked or hidden: no gap.
        _ = sim.apply(.floating)
        #expect(sim.splitGap == nil)
        #expect(try sim.value(atPath: "keyboard.gap.width").get() == 0)
    }
}
