import Testing
@testable import KeyboardSim

@Suite("Rotation (DESIGN.md's four steps) with each strategy")
struct RotationTests {
    static let hideThenShow = ["keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide",
                               "keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"]

    @Test func noneHidesWithOldFramesThenShowsWithNew() throws {
        var sim = try TestScenes.register()
        _ = sim.apply(.focus("email"))
        let t = sim.apply(.rotate(to: nil))
        #expect(sim.orientation == .landscape)
        #expect(TestScenes.names(t) == Self.hideThenShow)
        let n = t.notifications
        #expect(n[0].userInfo.frameEnd == Rect(x: 0, y: 667, width: 375, height: 258))
        #expect(n[4].userInfo.frameBegin == Rect(x: 0, y: 375, width: 667, height: 194))
        #expect(n[4].userInfo.frameEnd == Rect(x: 0, y: 181, width: 667, height: 194))
        // Step order: viewWillTransition note first, then hide, layout, show.
        guard case .note(let first)? = t.steps.first else { Issue.record("no note"); return }
        #expect(first.hasPrefix("viewWillTransition(to: CGSize(width: 667, height: 375)"))
        let layoutIndex = t.steps.firstIndex { if case .layout = $0 { return true } else { return false } }
        let showIndex = t.steps.firstIndex { if case .notification(let x) = $0 { return x.name == .willShow } else { return false } }
        #expect(try #require(layoutIndex) < #require(showIndex))
    }

    @Test func rotationWithoutKeyboardPostsNothing() throws {
        var sim = try TestScenes.register()
        let t = sim.apply(.rotate(to: .landscape))
        #expect(t.notifications.isEmpty)
        #expect(sim.frame(of: "view") == Rect(x: 0, y: 0, width: 667, height: 375))
    }

    @Test func shiftViewEndsShiftedByTheLandscapeHeight() throws {
        var sim = try TestScenes.register(strategy: ["shift-view"])
        _ = sim.apply(.focus("nickname"))
        _ = sim.apply(.rotate(to: .landscape))
        #expect(sim.frame(of: "view")?.y == -194)
        _ = sim.apply(.rotate(to: .portrait))
        #expect(sim.frame(of: "view")?.y == -258)
    }

    @Test func shiftViewWithoutGuardStillBalancesAcrossRotation() throws {
        var sim = try TestScenes.register(strategy: ["shift-view", "guard", "off"])
        _ = sim.apply(.focus("email"))
        _ = sim.apply(.rotate(to: .landscape))
        #expect(sim.frame(of: "view")?.y == -194)
    }

    @Test func constraintsRecomputeForLandscape() throws {
        var sim = try TestScenes.constraintsSeed(strategy: ["constraints", "push", "inner"])
        _ = sim.apply(.focus("name"))
        _ = sim.apply(.rotate(to: .landscape))
        // iPhone X landscape: safe height 375 − 0 − 21 = 354, keyboard ≈209:
        // 354 − (209 + 42) = 103; 366 > 103 → 20 − 263 − 16 = −259.
        #expect(sim.pins.first { $0.view == "inner" && $0.anchor == .top }?.constant == -259)
        #expect(sim.keyboard.heightConfirmed == false)
    }

    @Test func scrollRecomputesTheInset() throws {
        var sim = try TestScenes.diary()
        _ = sim.apply(.focus("diary"))
        _ = sim.apply(.rotate(to: .landscape))
        #expect(sim.view(named: "list")?.contentInset.bottom == 214)
    }

    @Test func minimalReturnsToTheOriginThenShiftsForLandscape() throws {
        var sim = Simulation()
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 20, y: 200, width: 335, height: 40))
        try sim.setStrategy(words: ["minimal"])
        _ = sim.apply(.focus("field"))
        #expect(sim.frame(of: "view")?.y == 0)
        _ = sim.apply(.rotate(to: .landscape))
        // 240 + 10 − 181 = 69; the top may rise 200 − 0 = 200.
        #expect(sim.frame(of: "view")?.y == -69)
    }

    @Test func moveOnAFieldComesBackThenMovesByTheLandscapeHeight() throws {
        var sim = try TestScenes.register(strategy: ["move", "nickname"])
        _ = sim.apply(.focus("nickname"))
        #expect(sim.frame(of: "nickname")?.y == 242)
        _ = sim.apply(.rotate(to: .landscape))
        #expect(sim.frame(of: "nickname")?.y == 306)
    }
}
