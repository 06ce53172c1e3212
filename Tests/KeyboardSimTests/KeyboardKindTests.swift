import Testing
@testable import KeyboardSim

/// Keyboards that change height while up: CJK and third-party keyboards
/// post WillShow again, taller; the emoji keyboard's height is an estimate.
@Suite("keyboards that grow while up")
struct KeyboardKindTests {
    @Test func cjkPostsTwoWillShowGrowing291To335() throws {
        var sim = Simulation()
        try sim.setDevice("iphone-x")
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 20, y: 740, width: 335, height: 44))
        try sim.setStrategy(words: ["shift-view"])
        _ = sim.apply(.keyboardKind(.cjk))
        let t = sim.apply(.focus("field"))
        let shows = t.notifications.filter { $0.name == .willShow }
        #expect(shows.map(\.userInfo.frameEnd.height) == [291, 335])
        #expect(shows[1].userInfo.frameBegin == Rect(x: 0, y: 521, width: 375, height: 291))
        // The guard keeps the first shift only: 740 − 291 = 449, bottom 493; keyboard top 812 − 335 = 477:
        // covered by 493 − 477 = 16.
        #expect(sim.frame(of: "view")?.y == -291)
        #expect(sim.verdict().kind == .covered(by: 16))
    }

    @Test func anAbsoluteHandlerFollowsTheGrowth() throws {
        var sim = Simulation()
        try sim.setDevice("iphone-x")
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 20, y: 740, width: 335, height: 44))
        try sim.setStrategy(words: ["minimal"])
        _ = sim.apply(.keyboardKind(.cjk))
        _ = sim.apply(.focus("field"))
        // First WillShow (291, top 521): grown top 521 − 44 = 477, visible 477;
        // moveUp = min(740 − 44, 784 − 477 + 34) = 341, capped at −291 → root −291.
        // Second (335, top 477): grown top 433, visible 433; field bottom 784 − 291 = 493;
        // moveUp = min(449 − 44, 493 − 433 + 34) = 94 → max(−385, −335) = −335.
        // Field bottom 784 − 335 = 449; 477 − 449 = 28 above the keyboard.
        #expect(sim.frame(of: "view")?.y == -335)
        #expect(sim.verdict().kind == .visible(clearance: 28))
    }

    @Test func thirdPartyOnAnIPhone8PlusComesInThreeStages() throws {
        var sim = Simulation()
        try sim.setDevice("iphone-8-plus")
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 20, y: 300, width: 335, height: 44))
        _ = sim.apply(.focus("field"))
        let t = sim.apply(.keyboardKind(.thirdParty))
        // Switching while up: 0 while it loads, then its keys 226, then 226 + 40 = ≈266
        // (Swype's 40 pt bar, logged only on a 4.7" phone: an estimate here).
        let shows = t.notifications.filter { $0.name == .willShow }
        #expect(shows.map(\.userInfo.frameEnd.height) == [0, 226, 266])
        #expect(shows.last?.userInfo.heightConfirmed == false)
    }

    @Test func emojiHeightIsAnEstimate() throws {
        var sim = try TestScenes.register()
        _ = sim.apply(.predictive(false))
        _ = sim.apply(.focus("nickname"))
        let t = sim.apply(.keyboardKind(.emoji))
        // 216 → ≈258.
        #expect(t.notifications[1].userInfo.frameBegin.height == 216)
        #expect(t.notifications[1].userInfo.frameEnd.height == 258)
        #expect(t.notifications[1].userInfo.heightConfirmed == false)
    }
}
