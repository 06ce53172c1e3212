import Testing
@testable import KeyboardSim

/// A third-party keyboard comes up in three WillShow stages: 0 while the
/// extension loads, its keys, then its keys and bar: 0 → 216 → 256 on a 4.7"
/// phone (Stack Overflow 25874975, Swype, iOS 8; SwiftKey: 0 → 216 → 259).
@Suite("third-party keyboards")
struct ThirdPartyKeyboardTests {
    @Test func threeWillShowStagesOnA47InchPhone() throws {
        var sim = try TestScenes.register()
        _ = sim.apply(.keyboardKind(.thirdParty))
        let t = sim.apply(.focus("nickname"))
        let shows = t.notifications.filter { $0.name == .willShow }
        #expect(shows.map(\.userInfo.frameEnd.height) == [0, 216, 256])
        // Tops: 667 − 0, 667 − 216 = 451, 667 − 256 = 411; each begins where the last ended.
        #expect(shows.map(\.userInfo.frameEnd.minY) == [667, 451, 411])
        #expect(shows[1].userInfo.frameBegin == shows[0].userInfo.frameEnd)
        #expect(shows.allSatisfy { $0.userInfo.heightConfirmed })
        #expect(t.steps.contains(.engineNote(.kindLoads(.thirdParty))))
        #expect(t.steps.contains(.engineNote(.kindGrows(.thirdParty))))
    }

    @Test func aHandlerThatAddsEachHeightCountsTheKeyboardTwice() throws {
        // shift-view without its guard: 0 − 0 − 216 − 256 = −472 for a 256 pt keyboard.
        var sim = try TestScenes.register(strategy: ["shift-view", "guard", "off"])
        _ = sim.apply(.keyboardKind(.thirdParty))
        _ = sim.apply(.focus("nickname"))
        #expect(sim.frame(of: "view")?.y == -472)
    }

    @Test func otherPhonesAreAnEstimate() throws {
        var sim = Simulation()
        try sim.setDevice("iphone-x")
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 20, y: 300, width: 335, height: 44))
        _ = sim.apply(.keyboardKind(.thirdParty))
        let t = sim.apply(.focus("field"))
        // 291 + Swype's 40 = ≈331.
        let shows = t.notifications.filter { $0.name == .willShow }
        #expect(shows.map(\.userInfo.frameEnd.height) == [0, 291, 331])
        #expect(shows.last?.userInfo.heightConfirmed == false)
    }
}
