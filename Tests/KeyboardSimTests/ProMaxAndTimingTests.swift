import Testing
@testable import KeyboardSim

/// The Pro Max class of phone, and durations other than 0.25.
@Suite("Pro Max and keyboard timing")
struct ProMaxAndTimingTests {
    @Test func proMaxKeyboardIsAnEstimated346() throws {
        var sim = Simulation()
        try sim.setDevice("iphone-pro-max")
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 20, y: 500, width: 390, height: 44))
        let t = sim.apply(.focus("field"))
        // 932 − 346 = 586 (one public log: {{0,586},{430,346}}).
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 586, width: 430, height: 346))
        #expect(t.notifications[1].userInfo.heightConfirmed == false)
        #expect(sim.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    }

    @Test func rotationCarriesAnEstimated04() throws {
        var sim = try TestScenes.register()
        _ = sim.apply(.focus("nickname"))
        let t = sim.apply(.rotate(to: .landscape))
        #expect(t.notifications.allSatisfy { $0.userInfo.duration == 0.4 && !$0.userInfo.durationConfirmed })
    }

    @Test func anOrdinaryShowIs025Confirmed() throws {
        var sim = try TestScenes.register()
        let t = sim.apply(.focus("nickname"))
        #expect(t.notifications.allSatisfy { $0.userInfo.duration == 0.25 && $0.userInfo.durationConfirmed })
    }
}
