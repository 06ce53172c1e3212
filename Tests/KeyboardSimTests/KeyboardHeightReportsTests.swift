import Testing
@testable import KeyboardSim

/// Heights from logged reports: the iPhone 8 Plus landscape keyboard
/// (RxKeyboard #46: height 200 at y 214), and the predictive bar turned off
/// while the keyboard is up, modelled for current iOS (216: no grabber row;
/// the 225 of an iOS 8–10 log, SO 25946121, came from the collapsed bar's
/// handle, which iOS 11 removed).
@Suite("keyboard heights from reports")
struct KeyboardHeightReportsTests {
    @Test func iPhone8PlusLandscapeIs200AtY214() throws {
        var sim = Simulation()
        try sim.setDevice("iphone-8-plus")
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 20, y: 100, width: 300, height: 40))
        _ = sim.apply(.rotate(to: .landscape))
        let t = sim.apply(.focus("field"))
        // Landscape screen 736 × 414: 414 − 200 = 214.
        let end = try #require(t.notifications.first { $0.name == .willShow }).userInfo
        #expect(end.frameEnd == Rect(x: 0, y: 214, width: 736, height: 200))
        #expect(end.heightConfirmed)
    }

    @Test func predictiveOffWhileUpShrinksTo216() throws {
        var sim = try TestScenes.register()
        _ = sim.apply(.focus("nickname"))
        let t = sim.apply(.predictive(false))
        let info = try #require(t.notifications.first { $0.name == .willShow }).userInfo
        // 258 → 216 on a 4.7" phone: 667 − 216 = 451.
        #expect(info.frameBegin.height == 258)
        #expect(info.frameEnd == Rect(x: 0, y: 451, width: 375, height: 216))
    }
}
