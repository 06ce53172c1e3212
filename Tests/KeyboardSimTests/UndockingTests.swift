import Testing
@testable import KeyboardSim

/// Undocking the iPad keyboard: WillHide, nothing but ChangeFrame while it
/// floats, WillShow when it docks again.
@Suite("undocking the iPad keyboard")
struct UndockingTests {
    @Test func undockHidesFloatPostsChangeFrameDockShows() throws {
        var sim = Simulation()
        try sim.setDevice("ipad")
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 20, y: 900, width: 300, height: 40))
        try sim.setStrategy(words: ["shift-view"])
        _ = sim.apply(.focus("field"))
        #expect(sim.frame(of: "view")?.y == -313)
        let undock = sim.apply(.floating)
        #expect(TestScenes.names(undock) == ["keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide"])
        // WillHide end (0, 1024, 768, 313): −313 + 313 = 0, the shift is undone.
        #expect(undock.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 1024, width: 768, height: 313))
        #expect(sim.frame(of: "view")?.y == 0)
        // Floating: (768 − 320) / 2 = 224, 1024 − 260 − 20 = 744 (estimate).
        #expect(sim.keyboardFrame == Rect(x: 224, y: 744, width: 320, height: 260))
        let pair = ["keyboardWillChangeFrame", "keyboardDidChangeFrame"]
        #expect(TestScenes.names(sim.apply(.dismiss)) == pair)
        #expect(TestScenes.names(sim.apply(.focus("field"))) == pair)
        let dock = sim.apply(.floating)
        #expect(TestScenes.names(dock) == ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"])
        // The begin frame is what the floating keyboard's notifications last reported: zero (≈).
        #expect(dock.notifications[1].userInfo.frameBegin == .zero)
        #expect(sim.frame(of: "view")?.y == -313)
    }
}
