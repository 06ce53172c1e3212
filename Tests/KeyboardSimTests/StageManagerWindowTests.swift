import Testing
@testable import KeyboardSim

/// A Stage Manager window (`:window stage-manager`, iPadOS 16+): neither at
/// the screen's origin nor reaching its bottom. The keyboard's frame is in
/// screen coordinates (Apple's `keyboardFrameEndUserInfoKey` page);
/// `convert(_:from: nil)` converts from the window, so only a conversion
/// from the screen's coordinate space gives the overlap (research/keyboard-facts.md,
/// "Coordinate spaces"). The window's size is an estimate (≈, docs/engine.md).
@Suite("Stage Manager windows")
struct StageManagerWindowTests {
    static func window(_ measure: String) throws -> Simulation {
        var sim = Simulation()
        try sim.setDevice("ipad")
        try sim.setWindow(.stageManager)
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 16, y: 700, width: 500, height: 44))
        try sim.setStrategy(words: ["shift-view", "measure", measure])
        return sim
    }

    @Test func theWindowIsCentredAndStopsAboveTheBottom() throws {
        let sim = try Self.window("screen")
        // 768 × 0.8 = 614.4 → 614 wide, x (768 − 614) / 2 = 77; 1024 × 0.75 = 768 high, 30 from the top.
        #expect(sim.windowFrame == Rect(x: 77, y: 30, width: 614, height: 768))
        // The status bar (20) ends above the window: no safe area at its top.
        #expect(sim.safeAreaInsets.top == 0)
    }

    @Test func fromTheScreenIsRightFromTheWindowIsShort() throws {
        // Keyboard top 1024 − 313 = 711 on the screen, 711 − 30 = 681 in the window: 768 − 681 = 87 covered.
        var right = try Self.window("screen")
        _ = right.apply(.focus("field"))
        #expect(right.frame(of: "view")?.y == -87)
        // Field 30 + 700 − 87 = 643 … 687: 24 above the keyboard.
        #expect(right.verdict().kind == .visible(clearance: 24))
        // From nil, 711 is read as a window y: 768 − 711 = 57, 30 short; the field ends 717, covered by 6.
        var short = try Self.window("window")
        _ = short.apply(.focus("field"))
        #expect(short.frame(of: "view")?.y == -57)
        #expect(short.verdict().kind == .covered(by: 6))
    }

    @Test func aFormSheetInsideTheWindowIsCentredInIt() throws {
        var sim = try Self.window("screen")
        sim.setPresentation(.formSheet)
        // 614 wide is a regular width (≈ > 600): 540 × 620 centred in the window:
        // x 77 + (614 − 540) / 2 = 114, y 30 + (768 − 620) / 2 = 104.
        #expect(sim.hostFrame == Rect(x: 114, y: 104, width: 540, height: 620))
    }
}
