import Testing
@testable import KeyboardSim

@Suite("constraints (the technique of seed file 003)")
struct ConstraintsStrategyTests {
    @Test func sceneBeforeTheKeyboard() throws {
        let sim = try TestScenes.constraintsSeed(strategy: ["constraints", "push", "inner"])
        // safe area on an iPhone X: 44…778.
        #expect(sim.frame(of: "inner") == Rect(x: 32, y: 64, width: 311, height: 346))
        #expect(sim.frame(of: "replay") == Rect(x: 32, y: 712, width: 143.5, height: 42))
        #expect(sim.frame(of: "enter") == Rect(x: 199.5, y: 712, width: 143.5, height: 42))
    }

    @Test func iPhoneXInnerTopConstantBecomesMinus5() throws {
        var sim = try TestScenes.constraintsSeed(strategy: ["constraints", "push", "inner"])
        let t = sim.apply(.focus("name"))
        let codes = t.handlerSteps.map(\.code)
        #expect(codes.contains("replayBottomConstraint.constant = -keyboardHeight  // −335"))
        #expect(codes.contains("let buttonTop = safeAreaHeight - (keyboardHeight + buttonHeight)  // 734 − (335 + 42) = 357"))
        #expect(codes.contains("let innerBottom = innerTop + inner.frame.height  // 20 + 346 = 366"))
        #expect(codes.contains("innerTopConstraint.constant = innerTop - (innerBottom - buttonTop) - 16  // 20 − (366 − 357) − 16 = −5"))
        let innerTop = sim.pins.first { $0.view == "inner" && $0.anchor == .top }
        #expect(innerTop?.constant == -5)
        // Layout: inner top 44 − 5 = 39; buttons bottom 778 − 335 = 443.
        #expect(sim.frame(of: "inner")?.y == 39)
        #expect(sim.frame(of: "enter")?.maxY == 443)
    }

    @Test func theHomeIndicatorIsCountedTwice() throws {
        var sim = try TestScenes.constraintsSeed(strategy: ["constraints", "push", "inner"])
        _ = sim.apply(.focus("name"))
        let kbTop = try #require(sim.keyboardFrame).minY
        let buttonBottom = try #require(sim.frame(of: "enter")).maxY
        #expect(kbTop == 477)
        #expect(kbTop - buttonBottom == 34)
    }

    @Test func hideRestoresTheOriginalConstants() throws {
        var sim = try TestScenes.constraintsSeed(strategy: ["constraints", "push", "inner"])
        let before = sim.pins
        _ = sim.apply(.focus("name"))
        let t = sim.apply(.dismiss)
        #expect(sim.pins == before)
        // Swift code uses the ASCII minus; only the explanations use "−".
        #expect(t.handlerSteps.map(\.code).contains("enterBottomConstraint.constant = -24  // go back to the original constraint"))
        #expect(sim.frame(of: "inner")?.y == 64)
        #expect(sim.frame(of: "enter")?.y == 712)
    }

    @Test func iPhone8NeedsNoPushWhenTheButtonsClearTheInnerView() throws {
        var sim = try TestScenes.constraintsSeed(device: "iphone-8", strategy: ["constraints", "push", "inner"])
        let t = sim.apply(.focus("name"))
        // safe 647: 647 − (258 + 42) = 347; inner bottom 366 > 347: push 20 − 19 − 16 = −15.
        #expect(sim.pins.first { $0.view == "inner" && $0.anchor == .top }?.constant == -15)
        #expect(t.handlerSteps.contains { $0.code.hasSuffix("20 − (366 − 347) − 16 = −15") })
    }

    @Test func marginOptionReplaces16() throws {
        var sim = try TestScenes.constraintsSeed(strategy: ["constraints", "push", "inner", "margin", "0"])
        _ = sim.apply(.focus("name"))
        #expect(sim.pins.first { $0.view == "inner" && $0.anchor == .top }?.constant == 11)
    }

    @Test func pushNeedsATopConstraint() throws {
        var sim = try TestScenes.register()
        #expect(throws: SimError.self) { try sim.setStrategy(words: ["constraints", "push", "email"]) }
    }
}
