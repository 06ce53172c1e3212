import Testing
@testable import KeyboardSim

/// The `safe-area` option of `move` and `constraints` (the fix for seed 003's
/// 34-pt gap on a notched iPhone), a view with another between it and the
/// keyboard, the undocked drag and the pop at the end of push-pop.
@Suite("Gauntlet: the safe-area fix, stacked bottom views, the undocked drag and the pop")
struct GauntletSafeAreaTests {
    /// Lesson 09's comment screen: `send` 24 above the safe area's bottom, `card` pinned to the top, its field inside.
    static func comments(_ sim: inout Simulation) throws {
        let w = sim.windowSize.width
        try sim.addView(kind: .button, name: "send", frame: Rect(x: 16, y: 0, width: w - 32, height: 44))
        try sim.pin("send", .bottom, to: .safe, .bottom, constant: -24)
        try sim.pinSize("send", .height, 44)
        try sim.addView(kind: .view, name: "card", frame: Rect(x: 16, y: 0, width: w - 32, height: 340))
        try sim.pin("card", .top, to: .safe, .top, constant: 20)
        try sim.pinSize("card", .height, 340)
        try sim.addView(kind: .textfield, name: "comment", frame: Rect(x: 16, y: 290, width: 280, height: 40), parent: "card")
    }

    @Test("move bar: the whole height leaves 34 pt on an iPhone X; safe-area on sits on the keyboard (734 → 433)")
    func moveSafeArea() throws {
        let seed = try GauntletTests.run(.show, ["move", "bar"], device: "iphone-x", scene: GauntletTests.chat)
        #expect(seed.outcome == .failed(.gap(view: "bar", gap: 34, allowed: Gauntlet.margin), after: ":focus message"))
        let fixed = try GauntletTests.run(.show, ["move", "bar", "safe-area", "on"], device: "iphone-x", scene: GauntletTests.chat)
        #expect(fixed.outcome == .passed, "\(fixed.outcome)")
        // 812 − 34 − 44 = 734 at rest; up by 335 − 34 = 301 to 433, on the keyboard's top 477.
        #expect(fixed.steps.first?.after.frame(of: "bar")?.y == 433)
        for device in ["iphone-se", "iphone-8", "ipad"] {
            #expect(try GauntletTests.run(.hideShow, ["move", "bar", "safe-area", "on"], device: device, scene: GauntletTests.chat).outcome == .passed)
        }
    }

    @Test("constraints: safe-area on takes the inset off the keyboard's height, so send sits on it on an iPhone X")
    func constraintsSafeArea() throws {
        let words = ["constraints", "push", "card", "margin", "8"]
        let seed = try GauntletTests.run(.show, words, device: "iphone-x", scene: Self.comments)
        #expect(seed.outcome == .failed(.gap(view: "send", gap: 34, allowed: 24 + Gauntlet.margin), after: ":focus comment")
                || seed.outcome.property == .sitsOnKeyboard, "\(seed.outcome)")
        for sequence in [GauntletSequence.show, .rotate, .hideShow] {
            let fixed = try GauntletTests.run(sequence, words + ["safe-area", "on"], device: "iphone-x", scene: Self.comments)
            #expect(fixed.outcome == .passed, "\(sequence.id): \(fixed.outcome)")
        }
    }

    @Test("a field with a button between it and the keyboard does not sit on the keyboard (no false gap)")
    func stackedViewIsNotABar() throws {
        // Landscape iPhone X: the card's field rests 4 pt above the safe area's bottom, and the
        // pushed card leaves it above `send`, which sits on the keyboard in its place.
        let run = try GauntletTests.run(.show, ["constraints", "push", "card", "margin", "8", "safe-area", "on"],
                                        device: "iphone-x", orientation: .landscape, scene: Self.comments)
        #expect(run.outcome == .passed, "\(run.outcome)")
    }

    @Test("undocked: the floating keyboard is dragged between undocking and docking again")
    func undockedDrags() throws {
        let run = try GauntletTests.run(.undocked, ["shift-view"], device: "ipad")
        #expect(run.steps.map(\.command).contains(":keyboard drag \(Int(GauntletSequence.undockedDragY))"), "\(run.steps.map(\.command))")
        #expect(run.outcome == .passed, "\(run.outcome)")
    }

    @Test("push-pop ends with the screen popped; a built-in strategy holds no controller and passes")
    func pushPopEndsWithPop() throws {
        // A field on the keyboard layout guide: no code, nothing to leave behind.
        let run = try GauntletTests.run(.pushPop, ["layout-guide"]) { sim in
            try sim.addView(kind: .textfield, name: "message", frame: .zero)
            try sim.pin("message", .leading, to: .safe, .leading, constant: 8)
            try sim.pin("message", .trailing, to: .safe, .trailing, constant: -8)
            try sim.pin("message", .bottom, to: .keyboard, .top, constant: -8)
            try sim.pinSize("message", .height, 36)
        }
        #expect(run.steps.last?.command == ":screen pop")
        #expect(run.steps.last?.trace?.steps.contains { if case .engineNote(.screenPopped) = $0 { return true } else { return false } } == true)
        #expect(run.outcome == .passed, "\(run.outcome)")
    }
}

extension GauntletOutcome {
    /// The property a failure broke (nil otherwise).
    var property: GauntletProperty? {
        if case .failed(let finding, _) = self { return finding.property }
        return nil
    }
}
