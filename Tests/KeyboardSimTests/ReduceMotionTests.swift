import Testing
@testable import KeyboardSim

/// Reduce Motion with Prefer Cross-Fade Transitions: the keyboard fades in
/// where it sits, and the show notifications report an empty end frame
/// (FinniversKit PR #1208, 2023; react-native-keyboard-controller #570,
/// iOS 17.4, and #1242, iOS 26: height 0 when the keyboard opens). Which
/// notifications carry the empty frame is keylab's estimate (all four of the
/// show sequence, ≈).
@Suite("Reduce Motion: the cross-fade keyboard")
struct ReduceMotionTests {
    @Test func theShowNotificationsReportAnEmptyEndFrame() throws {
        var sim = try TestScenes.register(strategy: ["shift-view"])
        _ = sim.apply(.reduceMotion(true))
        let t = sim.apply(.focus("nickname"))
        #expect(TestScenes.names(t) == ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"])
        #expect(t.notifications.allSatisfy { $0.userInfo.frameEnd == .zero && !$0.userInfo.heightConfirmed })
        // The keyboard itself is where it always is: (0, 409, 375, 258).
        #expect(sim.keyboardFrame == Rect(x: 0, y: 409, width: 375, height: 258))
        // shift-view reads the end frame's height, 0: the view stays at 0 and the field (500…540) stays under the keyboard (409…667).
        #expect(sim.frame(of: "view")?.y == 0)
        #expect(sim.covered("nickname") == 40)
        // The hide is unchanged: its end frame is below the screen, keeping the height.
        let hide = sim.apply(.dismiss)
        #expect(hide.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 667, width: 375, height: 258))
    }

    @Test func offSlidesAgain() throws {
        var sim = try TestScenes.register(strategy: ["shift-view"])
        _ = sim.apply(.reduceMotion(true))
        _ = sim.apply(.reduceMotion(false))
        let t = sim.apply(.focus("nickname"))
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 409, width: 375, height: 258))
        #expect(sim.frame(of: "view")?.y == -258)
    }
}
