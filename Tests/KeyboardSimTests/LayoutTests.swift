import Testing
@testable import KeyboardSim

@Suite("Layout resolution and its errors")
struct LayoutTests {
    @Test func topAndBottomGiveTheHeight() throws {
        var sim = Simulation()
        try sim.addView(kind: .view, name: "box", frame: Rect(x: 10, y: 10, width: 100, height: 100))
        try sim.pin("box", .top, to: .safe, .top, constant: 10)
        try sim.pin("box", .bottom, to: .safe, .bottom, constant: -10)
        #expect(sim.frame(of: "box") == Rect(x: 10, y: 30, width: 100, height: 627))
    }

    @Test func centerAndSize() throws {
        var sim = Simulation()
        try sim.addView(kind: .button, name: "ok", frame: Rect(x: 0, y: 0, width: 80, height: 30))
        try sim.pin("ok", .centerX, to: .view("view"), .centerX)
        try sim.pin("ok", .centerY, to: .view("view"), .centerY)
        try sim.pinSize("ok", .width, 100)
        #expect(sim.frame(of: "ok") == Rect(x: 137.5, y: 318.5, width: 100, height: 30))
    }

    @Test func dependencyOrderFollowsTheChainNotTheOrderOfPins() throws {
        var sim = Simulation()
        try sim.addView(kind: .label, name: "b", frame: Rect(x: 0, y: 0, width: 100, height: 20))
        try sim.addView(kind: .label, name: "a", frame: Rect(x: 0, y: 0, width: 100, height: 20))
        try sim.pin("b", .top, to: .view("a"), .bottom, constant: 8)
        try sim.pin("a", .top, to: .safe, .top, constant: 100)
        #expect(sim.frame(of: "a")?.y == 120)
        #expect(sim.frame(of: "b")?.y == 148)
    }

    @Test func childPinnedToItsParentUsesTheParentsSpace() throws {
        var sim = Simulation()
        try sim.addView(kind: .view, name: "card", frame: Rect(x: 20, y: 200, width: 335, height: 200))
        try sim.addView(kind: .textfield, name: "f", frame: Rect(x: 0, y: 0, width: 100, height: 40), parent: "card")
        try sim.pin("f", .bottom, to: .view("card"), .bottom, constant: -10)
        #expect(sim.frame(of: "f")?.y == 150)
        #expect(sim.screenFrame(of: "f")?.y == 350)
    }

    @Test func threeVerticalAnchorsAreAConflictNamingThem() throws {
        var sim = Simulation()
        try sim.addView(kind: .view, name: "box", frame: .zero)
        try sim.pin("box", .top, to: .safe, .top)
        try sim.pin("box", .bottom, to: .safe, .bottom)
        let before = sim
        do {
            try sim.pinSize("box", .height, 50)
            Issue.record("expected a conflict")
        } catch {
            guard case .layoutConflict(let view, let axis, let pins, _) = error else {
                Issue.record("wrong error \(error)"); return
            }
            #expect(view == "box")
            #expect(axis == .vertical)
            #expect(pins == ["box.top to safe.top", "box.bottom to safe.bottom", "box.height 50"])
            #expect(error.message.contains("box.height 50"))
        }
        #expect(sim == before)
    }

    @Test func sameAnchorTwiceIsAConflict() throws {
        var sim = Simulation()
        try sim.addView(kind: .view, name: "box", frame: .zero)
        try sim.pin("box", .top, to: .safe, .top)
        #expect(throws: SimError.layoutConflict(view: "box", axis: .vertical,
                                                pins: ["box.top to safe.top", "box.top to view.top + 5"],
                                                reason: .sameAnchorTwice)) {
            try sim.pin("box", .top, to: .view("view"), .top, constant: 5)
        }
    }

    @Test func cycleIsAnErrorNamingTheConstraints() throws {
        var sim = Simulation()
        try sim.addView(kind: .view, name: "a", frame: .zero)
        try sim.addView(kind: .view, name: "b", frame: .zero)
        try sim.pin("a", .top, to: .view("b"), .bottom)
        do {
            try sim.pin("b", .top, to: .view("a"), .bottom)
            Issue.record("expected a cycle")
        } catch {
            guard case .layoutCycle(let pins) = error else { Issue.record("wrong error \(error)"); return }
            #expect(Set(pins) == ["a.top to b.bottom", "b.top to a.bottom"])
            #expect(error.message.hasPrefix("constraints depend on each other in a circle"))
        }
        #expect(sim.pins.count == 1)
    }

    @Test func negativeSizeIsAConflict() throws {
        var sim = Simulation()
        try sim.addView(kind: .view, name: "box", frame: .zero)
        try sim.pin("box", .top, to: .safe, .bottom)
        #expect(throws: SimError.self) { try sim.pin("box", .bottom, to: .safe, .top) }
    }

    @Test func mismatchedAxesAndUnknownNamesAreRejected() throws {
        var sim = Simulation()
        try sim.addView(kind: .view, name: "box", frame: .zero)
        #expect(throws: SimError.self) { try sim.pin("box", .top, to: .safe, .leading) }
        #expect(throws: SimError.self) { try sim.pin("box", .top, to: .view("box"), .bottom) }
        #expect(throws: SimError.self) { try sim.pin("view", .top, to: .safe, .top) }
        #expect(throws: SimError.unknownView("bx", known: ["view", "box"])) { try sim.pinSize("bx", .height, 3) }
        #expect(throws: SimError.self) { try sim.pinSize("box", .top, 3) }
    }

    @Test func underConstrainedAxisKeepsTheGivenSize() throws {
        var sim = Simulation()
        try sim.addView(kind: .toolbar, name: "bar", frame: Rect(x: 0, y: 0, width: 375, height: 44))
        try sim.pin("bar", .bottom, to: .safe, .bottom)
        #expect(sim.frame(of: "bar") == Rect(x: 0, y: 623, width: 375, height: 44))
    }

    @Test func removingAViewRemovesItsPinsAndDescendants() throws {
        var sim = Simulation()
        try sim.addView(kind: .view, name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        try sim.addView(kind: .textfield, name: "f", frame: Rect(x: 0, y: 0, width: 10, height: 10), parent: "card")
        try sim.addView(kind: .label, name: "l", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try sim.pin("l", .top, to: .view("f"), .bottom)
        try sim.removeView("card")
        #expect(sim.viewNames == ["view", "l"])
        #expect(sim.pins.isEmpty)
        #expect(throws: SimError.self) { try sim.removeView("view") }
    }
}
