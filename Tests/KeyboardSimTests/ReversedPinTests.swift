import Testing
@testable import KeyboardSim

/// Constraints stated with the container or a guide first, as storyboards write
/// them (`SafeArea.bottom = bar.bottom + 20`), solve as Auto Layout solves them:
/// the other view moves, and a larger constant moves it up.
@Suite struct ReversedPinTests {
    /// iPhone X: 812 high, safe area bottom inset 34, so the safe bottom is 778.
    static func barScene() throws -> Simulation {
        var sim = Simulation()
        try sim.setDevice("iphone-x")
        try sim.addView(kind: .toolbar, name: "bar", frame: Rect(x: 0, y: 0, width: 375, height: 44))
        try sim.pinSize("bar", .height, 44)
        return sim
    }

    @Test func aGuideFirstPlacesTheBarAboveTheSafeBottom() throws {
        var sim = try Self.barScene()
        let pin = try sim.pin(stated: "safe", .bottom, to: "bar", .bottom, constant: 20)
        // safe.bottom = bar.bottom + 20  →  bar.bottom = 778 − 20 = 758, y = 758 − 44 = 714.
        #expect(sim.frame(of: "bar")?.y == 714)
        #expect(pin.description == "safe.bottom to bar.bottom + 20")
        #expect(pin.uikitCode == "view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: 20)")
        #expect(pin.statedConstant == 20 && pin.constant == -20)
        // The same equation written bar-first gives the same frame.
        var other = try Self.barScene()
        try other.pin("bar", .bottom, to: .safe, .bottom, constant: -20)
        #expect(other.frame(of: "bar") == sim.frame(of: "bar"))
    }

    @Test func theRootViewFirstMovesTheOtherView() throws {
        var sim = try Self.barScene()
        try sim.pin(stated: "view", .bottom, to: "bar", .bottom, constant: 0)
        // view.bottom = bar.bottom  →  bar.bottom = 812, y = 768 (under the home indicator).
        #expect(sim.frame(of: "bar")?.y == 768)
        #expect(sim.frame(of: "view")?.height == 812)
    }

    @Test func aContainerFirstMovesItsSubview() throws {
        var sim = Simulation()
        try sim.addView(kind: .view, name: "card", frame: Rect(x: 0, y: 400, width: 375, height: 200))
        try sim.addView(kind: .button, name: "send", frame: Rect(x: 20, y: 0, width: 100, height: 44), parent: "card")
        try sim.pin(stated: "card", .bottom, to: "send", .bottom, constant: 16)
        try sim.pin(stated: "card", .trailing, to: "send", .trailing, constant: 20)
        // In card's coordinates: send.bottom = 200 − 16 = 184 → y 140; send.trailing = 375 − 20 = 355 → x 255.
        #expect(sim.frame(of: "send") == Rect(x: 255, y: 140, width: 100, height: 44))
        #expect(sim.frame(of: "card") == Rect(x: 0, y: 400, width: 375, height: 200))
    }

    @Test func siblingsKeepTheWrittenOrder() throws {
        var sim = Simulation()
        try sim.addView(kind: .label, name: "title", frame: Rect(x: 0, y: 100, width: 375, height: 30))
        try sim.addView(kind: .textfield, name: "email", frame: Rect(x: 0, y: 0, width: 375, height: 40))
        let pin = try sim.pin(stated: "email", .top, to: "title", .bottom, constant: 8)
        // Neither contains the other: the first item moves, email.top = 130 + 8.
        #expect(!pin.reversed)
        #expect(sim.frame(of: "email")?.y == 138)
        #expect(sim.frame(of: "title")?.y == 100)
    }

    @Test func aStatedConstantFromCodeMovesAReversedPinUp() throws {
        var sim = try Self.barScene()
        let pin = try sim.pin(stated: "safe", .bottom, to: "bar", .bottom)
        sim.setStatedConstantFromCode(pinID: pin.id, 100)
        try sim.runLayoutPass()
        // safe.bottom = bar.bottom + 100 → bar.bottom = 678, y = 634: up, not down by 100.
        #expect(sim.frame(of: "bar")?.y == 634)
        #expect(sim.pins.first { $0.id == pin.id }?.statedConstant == 100)
    }
}
