import Testing
@testable import KeyboardSim

/// `keyboardDismissMode` `.interactive` / `.onDrag`: continuous
/// WillChangeFrame with duration 0, and a cancelled drag posting WillShow again.
@Suite("interactive dismissal")
struct InteractiveDismissTests {
    static let dragged = ["keyboardWillChangeFrame", "keyboardDidChangeFrame", "keyboardWillChangeFrame", "keyboardDidChangeFrame"]

    @Test func theKeyboardFollowsTheFingerWithDurationZero() throws {
        var sim = try TestScenes.register()
        _ = sim.apply(.focus("nickname"))
        let t = sim.apply(.dragDismiss(.interactive, cancelled: false))
        #expect(TestScenes.names(t) == Self.dragged + ["keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide"])
        // 258 / 3 = 86 per step: 409 → 495 → 581, then off screen at 667.
        #expect(t.notifications.map(\.userInfo.frameEnd.minY) == [495, 495, 581, 581, 667, 667, 667, 667])
        #expect(t.notifications.allSatisfy { $0.userInfo.duration == 0 })
        #expect(sim.value(atPath: "keyboard.duration") == .success(0))
        #expect(sim.json().contains(#""duration":0"#))
        #expect(sim.firstResponder == nil)
    }

    @Test func aCancelledDragPostsWillShowAgain() throws {
        var sim = try TestScenes.register(strategy: ["shift-view", "guard", "off"])
        _ = sim.apply(.focus("nickname"))
        let t = sim.apply(.dragDismiss(.interactive, cancelled: true))
        #expect(TestScenes.names(t) == Self.dragged + ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"])
        // Back up from 581 with the usual 0.25; without the guard the view shifts again: −258 − 258 = −516.
        #expect(t.notifications[5].userInfo.frameBegin.minY == 581)
        #expect(t.notifications[5].userInfo.duration == 0.25)
        #expect(sim.frame(of: "view")?.y == -516)
        #expect(sim.firstResponder == "nickname")
    }

    @Test func onDragHidesAtOnce() throws {
        var sim = try TestScenes.register()
        _ = sim.apply(.focus("nickname"))
        let t = sim.apply(.dragDismiss(.onDrag, cancelled: false))
        #expect(TestScenes.names(t) == ["keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide"])
        #expect(sim.firstResponder == nil)
    }

    @Test func needsAKeyboardUp() throws {
        var sim = try TestScenes.register()
        #expect(sim.apply(.dragDismiss(.interactive, cancelled: false)).error != nil)
    }
}
