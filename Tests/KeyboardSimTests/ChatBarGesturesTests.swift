import Testing
@testable import KeyboardSim

/// The chat-bar pattern (the view controller's own `inputAccessoryView` with
/// `canBecomeFirstResponder`, `:chat-bar`) under an interactive dismissal and
/// a rotation.
///
/// Sources:
/// - Nothing is posted while the finger drags; the notifications come when it
///   lifts (decision 1: openradar 15341512, freshOS/KeyboardLayoutGuide #35).
///   The accessory is part of the keyboard and follows the drag (the same
///   issue's workaround: observe an inputAccessoryView's position).
/// - When the keys go, the controller takes first responder back and its bar
///   stays at the bottom (wikipedia-ios PR #2848); UIKit posts keyboardWillHide
///   as the keyboard closes back to the bar (MessageKit #977). So the hide
///   sequence ends at the bar's frame, not below the screen.
/// - A rotation keeps the controller first responder, and the keyboard
///   follows the first responder across a rotation (DESIGN.md's rotation
///   model: hide with the old frames, show with the new): the bar comes back.
///   The rotation's duration is keylab's estimate (≈ 0.4).
@Suite("chat bar: interactive dismissal rests at the bar; rotation brings it back")
struct ChatBarGesturesTests {
    static let show = ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"]
    static let hide = ["keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide"]

    static func chat(device: String = "iphone-8", bar: Double = 50) throws -> Simulation {
        var sim = Simulation()
        try sim.setDevice(device)
        try sim.addView(kind: .textview, name: "composer", frame: Rect(x: 8, y: 300, width: 300, height: 34))
        _ = sim.apply(.controllerAccessory(bar, composer: "composer"))
        return sim
    }

    @Test func anInteractiveDismissalEndsWithTheBarAtTheBottom() throws {
        var sim = try Self.chat()
        _ = sim.apply(.focus("composer"))
        // Keys and bar: 258 + 50 = 308 at 667 − 308 = 359.
        #expect(sim.keyboardFrame == Rect(x: 0, y: 359, width: 375, height: 308))
        let t = sim.apply(.dragDismiss(.interactive, cancelled: false))
        // The drag: 359 + 103 (308 / 3) = 462, then 359 + 205 (2 × 308 / 3) = 564; nothing posted
        // until the finger lifts, then the hide sequence once.
        #expect(TestScenes.names(t) == Self.hide)
        #expect(t.steps.contains(.engineNote(.inputViews(.dragEndsAtTheBar(field: "composer")))))
        let willHide = t.notifications[1].userInfo
        #expect(willHide.frameBegin == Rect(x: 0, y: 564, width: 375, height: 308))
        // It ends at the bar, (0, 667 − 50, 375, 50), not below the screen, in duration 0.
        #expect(willHide.frameEnd == Rect(x: 0, y: 617, width: 375, height: 50))
        #expect(willHide.duration == 0)
        #expect(sim.keyboardFrame == Rect(x: 0, y: 617, width: 375, height: 50))
        #expect(sim.firstResponder == nil)
        #expect(sim.controllerAccessoryShown)
    }

    @Test func onAnIPhoneXTheBarRestsAboveTheHomeIndicator() throws {
        var sim = try Self.chat(device: "iphone-x")
        _ = sim.apply(.focus("composer"))
        let t = sim.apply(.dragDismiss(.interactive, cancelled: false))
        // The bar's 50 pt above the 34 pt home-indicator strip: 812 − 84 = 728 (≈ the strip).
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 728, width: 375, height: 84))
    }

    @Test func aTallBarStopsAtTheBottomWhileTheKeysGoFurther() throws {
        var sim = try Self.chat(bar: 150)
        _ = sim.apply(.focus("composer"))
        // 258 + 150 = 408 at 259. Two thirds down would be 259 + 272 = 531, below
        // the bar's resting top 667 − 150 = 517: the bar stops there.
        let t = sim.apply(.dragDismiss(.interactive, cancelled: false))
        #expect(t.steps.contains(.engineNote(.interactiveDragStep(y: 517))))
        #expect(t.notifications[1].userInfo.frameBegin == Rect(x: 0, y: 517, width: 375, height: 408))
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 517, width: 375, height: 150))
    }

    @Test func lettingGoEarlyKeepsTheComposerEditing() throws {
        var sim = try Self.chat()
        _ = sim.apply(.focus("composer"))
        let t = sim.apply(.dragDismiss(.interactive, cancelled: true))
        #expect(TestScenes.names(t) == Self.show)
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 359, width: 375, height: 308))
        #expect(sim.firstResponder == "composer")
    }

    @Test func rotatingWithOnlyTheBarUpBringsItBack() throws {
        var sim = try Self.chat()
        let t = sim.apply(.rotate(to: .landscape))
        // Hide with the portrait frames, then show with the landscape ones.
        #expect(TestScenes.names(t) == Self.hide + Self.show)
        #expect(t.notifications[1].userInfo.frameBegin == Rect(x: 0, y: 617, width: 375, height: 50))
        #expect(t.steps.contains(.engineNote(.inputViews(.barBackAfterRotation))))
        // Landscape 667 × 375: the bar at 375 − 50 = 325, the screen's width.
        #expect(t.notifications[5].userInfo.frameEnd == Rect(x: 0, y: 325, width: 667, height: 50))
        #expect(t.notifications[5].userInfo.duration == 0.4)
        #expect(!t.notifications[5].userInfo.durationConfirmed)
        #expect(sim.controllerAccessoryShown)
        // And back: the bar at 617 again.
        _ = sim.apply(.rotate(to: .portrait))
        #expect(sim.keyboardFrame == Rect(x: 0, y: 617, width: 375, height: 50))
    }

    @Test func afterTheDragTheBarStillRotates() throws {
        var sim = try Self.chat()
        _ = sim.apply(.focus("composer"))
        _ = sim.apply(.dragDismiss(.interactive, cancelled: false))
        _ = sim.apply(.rotate(to: .landscape))
        #expect(sim.keyboardFrame == Rect(x: 0, y: 325, width: 667, height: 50))
    }
}
