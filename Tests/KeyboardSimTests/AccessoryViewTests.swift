import Testing
@testable import KeyboardSim

/// `inputAccessoryView`: part of the keyboard's frame; with a hardware
/// keyboard the only thing that comes up.
@Suite("input accessory view")
struct AccessoryViewTests {
    static func scene() throws -> Simulation {
        var sim = Simulation()
        try sim.addView(kind: .textfield, name: "message", frame: Rect(x: 16, y: 560, width: 343, height: 36))
        try sim.addView(kind: .textfield, name: "title", frame: Rect(x: 16, y: 100, width: 343, height: 36))
        try sim.setAccessory("message", height: 44)
        return sim
    }

    @Test func theAccessoryIsPartOfTheKeyboardFrame() throws {
        var sim = try Self.scene()
        let t = sim.apply(.focus("message"))
        // 258 + 44 = 302 high, top 667 − 302 = 365.
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 365, width: 375, height: 302))
        let s = sim.apply(.focus("title"))
        // Switching to a field without one: the keyboard shrinks to 258.
        #expect(s.notifications[1].userInfo.frameBegin == Rect(x: 0, y: 365, width: 375, height: 302))
        #expect(s.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 409, width: 375, height: 258))
    }

    @Test func withAHardwareKeyboardOnlyTheAccessoryComesUp() throws {
        var sim = try Self.scene()
        _ = sim.apply(.hardware(true))
        let t = sim.apply(.focus("message"))
        // 667 − 44 = 623.
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 623, width: 375, height: 44))
        let other = sim.apply(.focus("title"))
        // No accessory: the accessory goes away (hide sequence), nothing else.
        #expect(TestScenes.names(other).last == "keyboardDidHide")
        #expect(sim.keyboardFrame == nil)
    }

    @Test func onlyTextInputsHaveOne() throws {
        var sim = Simulation()
        try sim.addView(kind: .label, name: "caption", frame: Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(throws: SimError.self) { try sim.setAccessory("caption", height: 44) }
    }
}
