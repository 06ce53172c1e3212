import Testing
@testable import KeyboardSim

/// `keyboardType`: an iPhone's number, decimal and phone pads have no
/// predictive bar, so keylab gives them the plain keyboard's height, marked
/// ≈ — no log of the pads' heights was found (docs/engine.md decision 15).
@Suite("keyboardType: the pads")
struct KeyboardTypeTests {
    @Test func aNumberPadIsThePlainHeightAsAnEstimate() throws {
        var sim = try TestScenes.register()
        try sim.setKeyboardType("nickname", .numberPad)
        let t = sim.apply(.focus("nickname"))
        // iPhone 8: 216 (no bar) instead of 258, at 667 − 216 = 451.
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 451, width: 375, height: 216))
        #expect(!t.notifications[1].userInfo.heightConfirmed)
        // Switching to the email field (default keyboard): 216 → 258, begin ≠ end.
        let back = sim.apply(.focus("email"))
        #expect(back.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 409, width: 375, height: 258))
    }

    @Test func otherTypesAndTheIPadKeepTheUsualKeyboard() throws {
        var sim = try TestScenes.register()
        try sim.setKeyboardType("nickname", .emailAddress)
        #expect(sim.apply(.focus("nickname")).notifications[1].userInfo.frameEnd.height == 258)
        var pad = Simulation()
        try pad.setDevice("ipad")
        try pad.addView(kind: .textfield, name: "pin", frame: Rect(x: 20, y: 100, width: 300, height: 40))
        try pad.setKeyboardType("pin", .numberPad)
        #expect(pad.apply(.focus("pin")).notifications[1].userInfo.frameEnd.height == 313)
    }

    @Test func uikitRawValuesMapInOrder() {
        #expect(KeyboardType(uikitRawValue: 4) == .numberPad)
        #expect(KeyboardType(uikitRawValue: 5) == .phonePad)
        #expect(KeyboardType(uikitRawValue: 8) == .decimalPad)
        #expect(KeyboardType(uikitRawValue: 99) == nil)
    }
}
