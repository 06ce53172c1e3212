import Testing
@testable import KeyboardSim

/// `keyboardDismissMode` `.interactive` / `.onDrag`. While the finger drags
/// the keyboard UIKit posts nothing (openradar 15341512 and 14847817,
/// freshOS/KeyboardLayoutGuide #35 and #17, NoChat #35,
/// SlackTextViewController #455, GrowingTextView #41); the keyboard layout
/// guide follows the drag (WWDC23 "Keep up with the keyboard"). On lift: the
/// hide sequence, or the show sequence when the keyboard snaps back.
@Suite("interactive dismissal")
struct InteractiveDismissTests {
    static let hide = ["keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide"]
    static let show = ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"]

    @Test func nothingIsPostedUntilTheFingerLifts() throws {
        var sim = try TestScenes.register()
        _ = sim.apply(.focus("nickname"))
        let t = sim.apply(.dragDismiss(.interactive, cancelled: false))
        // Only the hide sequence, after the drag's two steps.
        #expect(TestScenes.names(t) == Self.hide)
        let firstNotification = try #require(t.steps.firstIndex { if case .notification = $0 { return true } else { return false } })
        let drags = t.steps.prefix(firstNotification).filter { if case .engineNote(.interactiveDragStep) = $0 { return true } else { return false } }
        #expect(drags.count == 2)
        // 258 / 3 = 86 per step: the finger lets go at 409 + 172 = 581; the hide starts there, duration 0.
        #expect(t.notifications[0].userInfo.frameBegin == Rect(x: 0, y: 581, width: 375, height: 258))
        #expect(t.notifications[0].userInfo.frameEnd == Rect(x: 0, y: 667, width: 375, height: 258))
        #expect(t.notifications.allSatisfy { $0.userInfo.duration == 0 })
        #expect(sim.value(atPath: "keyboard.duration") == .success(0))
        #expect(sim.firstResponder == nil)
    }

    @Test func aHandlerOnlyHearsOfTheDragAtTheEnd() throws {
        // shift-view: the root stays shifted by 258 through the whole drag and
        // comes back only with WillHide: −258 + 258 = 0.
        var sim = try TestScenes.register(strategy: ["shift-view"])
        _ = sim.apply(.focus("nickname"))
        let t = sim.apply(.dragDismiss(.interactive, cancelled: false))
        #expect(t.handlerSteps.allSatisfy { $0.handler == "keyboardWillHide(_:)" })
        #expect(sim.frame(of: "view")?.y == 0)
    }

    @Test func theKeyboardLayoutGuideFollowsTheDrag() throws {
        var sim = try TestScenes.register()
        try sim.addView(kind: .view, name: "bar", frame: Rect(x: 0, y: 623, width: 375, height: 44))
        try sim.pin("bar", .bottom, to: .keyboard, .top)
        _ = sim.apply(.focus("nickname"))
        #expect(sim.frame(of: "bar")?.y == 365)  // 409 − 44
        let t = sim.apply(.dragDismiss(.interactive, cancelled: false))
        // Layout passes before any notification: 495 − 44 = 451, then 581 − 44 = 537.
        let firstNotification = try #require(t.steps.firstIndex { if case .notification = $0 { return true } else { return false } })
        let moves = t.steps.prefix(firstNotification).flatMap { step -> [Double] in
            if case .layout(let pass) = step { return pass.changes.filter { $0.view == "bar" }.map(\.new.y) }
            return []
        }
        #expect(moves == [451, 537])
        // Hidden: the guide's top is the safe-area bottom, 667 → bar at 623.
        #expect(sim.frame(of: "bar")?.y == 623)
    }

    @Test func aKeyboardThatSnapsBackPostsTheShowSequence() throws {
        var sim = try TestScenes.register(strategy: ["shift-view", "guard", "off"])
        _ = sim.apply(.focus("nickname"))
        let t = sim.apply(.dragDismiss(.interactive, cancelled: true))
        #expect(TestScenes.names(t) == Self.show)
        // Back up from 581 with the usual 0.25; without the guard the view shifts again: −258 − 258 = −516.
        #expect(t.notifications[1].userInfo.frameBegin.minY == 581)
        #expect(t.notifications[1].userInfo.duration == 0.25)
        #expect(sim.frame(of: "view")?.y == -516)
        #expect(sim.firstResponder == "nickname")
    }

    @Test func onDragHidesAtOnce() throws {
        var sim = try TestScenes.register()
        _ = sim.apply(.focus("nickname"))
        let t = sim.apply(.dragDismiss(.onDrag, cancelled: false))
        #expect(TestScenes.names(t) == Self.hide)
        #expect(sim.firstResponder == nil)
    }

    @Test func needsAKeyboardUp() throws {
        var sim = try TestScenes.register()
        #expect(sim.apply(.dragDismiss(.interactive, cancelled: false)).error != nil)
    }
}
