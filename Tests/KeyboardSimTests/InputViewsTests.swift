import Testing
@testable import KeyboardSim

/// A field's custom `inputView`, `reloadInputViews()`, and the view
/// controller's own `inputAccessoryView` with `canBecomeFirstResponder`.
///
/// Sources: Apple's `inputView`, `inputAccessoryView` and `reloadInputViews()`
/// pages; InputBarAccessoryView #21 (the controller must be first responder
/// for its accessory to show); wikipedia-ios PR #2848 (after a field resigns
/// UIKit walks the responder chain and the controller takes over, its
/// accessory staying at the bottom); MessageKit #977 (keyboardWillShow when
/// the screen loads with only the bar, keyboardWillHide when the keyboard
/// closes back to it); SlackTextViewController PR #41 (the frames include the
/// accessory). The home-indicator strip under an input view or a bar on
/// notched phones is keylab's estimate (≈).
@Suite("input views: inputView, reloadInputViews, the controller's accessory")
struct InputViewsTests {
    static let show = ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"]
    static let hide = ["keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide"]

    @Test func aCustomInputViewsHeightDrivesTheFrames() throws {
        var sim = try TestScenes.register()
        _ = try sim.setInputView("nickname", height: 300)
        let t = sim.apply(.focus("nickname"))
        #expect(TestScenes.names(t) == Self.show)
        // 667 − 300 = 367: the picker-like view, not the 258 pt keyboard.
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 367, width: 375, height: 300))
        #expect(t.notifications[1].userInfo.heightConfirmed)
        // Switching to a field with the system keyboard: the show sequence, 300 → 258.
        let back = sim.apply(.focus("email"))
        #expect(back.notifications[1].userInfo.frameBegin == Rect(x: 0, y: 367, width: 375, height: 300))
        #expect(back.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 409, width: 375, height: 258))
    }

    @Test func onANotchedPhoneTheHomeIndicatorStripIsAddedAsAnEstimate() throws {
        var sim = try TestScenes.register()
        try sim.setDevice("iphone-x")
        try sim.addView(kind: .textfield, name: "date", frame: Rect(x: 20, y: 400, width: 335, height: 40))
        _ = try sim.setInputView("date", height: 216)
        let t = sim.apply(.focus("date"))
        // 216 + 34 = 250 (≈), at 812 − 250 = 562.
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 562, width: 375, height: 250))
        #expect(!t.notifications[1].userInfo.heightConfirmed)
    }

    @Test func aChangeWaitsForReloadInputViews() throws {
        var sim = try TestScenes.register()
        _ = sim.apply(.focus("nickname"))
        let notes = try sim.setInputView("nickname", height: 300)
        #expect(notes == [.engineNote(.inputViews(.waitsForReload(field: "nickname")))])
        #expect(sim.keyboardFrame == Rect(x: 0, y: 409, width: 375, height: 258))
        let t = sim.apply(.reloadInputViews)
        #expect(TestScenes.names(t) == Self.show)
        #expect(t.notifications[1].userInfo.frameBegin == Rect(x: 0, y: 409, width: 375, height: 258))
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 367, width: 375, height: 300))
        // Again, nothing changed: nothing is posted.
        #expect(sim.apply(.reloadInputViews).notifications.isEmpty)
    }

    @Test func aHardwareKeyboardStillShowsTheCustomInputView() throws {
        var sim = try TestScenes.register()
        _ = try sim.setInputView("nickname", height: 300)
        _ = sim.apply(.hardware(true))
        let t = sim.apply(.focus("nickname"))
        #expect(TestScenes.names(t) == Self.show)
        #expect(sim.keyboardFrame == Rect(x: 0, y: 367, width: 375, height: 300))
    }

    @Test func theControllersAccessoryIsAKeyboardOfItsOwnHeight() throws {
        var sim = Simulation()
        try sim.addView(kind: .textview, name: "composer", frame: Rect(x: 8, y: 400, width: 300, height: 34))
        let bar = sim.apply(.controllerAccessory(50, composer: "composer"))
        // Nothing edits: the bar alone, (0, 667 − 50, 375, 50) = (0, 617, 375, 50).
        #expect(TestScenes.names(bar) == Self.show)
        #expect(bar.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 617, width: 375, height: 50))
        #expect(sim.firstResponder == nil)
        // The composer (inside the bar) edits: keys plus bar, 258 + 50 = 308 at 359, from the bar's frame.
        let up = sim.apply(.focus("composer"))
        #expect(up.notifications[1].userInfo.frameBegin == Rect(x: 0, y: 617, width: 375, height: 50))
        #expect(up.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 359, width: 375, height: 308))
        // It resigns: the controller takes over; WillHide ends at the bar, which stays.
        let down = sim.apply(.dismiss)
        #expect(TestScenes.names(down) == Self.hide)
        #expect(down.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 617, width: 375, height: 50))
        #expect(sim.keyboardFrame == Rect(x: 0, y: 617, width: 375, height: 50))
        // The screen goes: the bar hides; it comes back with the screen.
        #expect(TestScenes.names(sim.apply(.screenDisappear)) == Self.hide)
        #expect(sim.keyboardFrame == nil)
        #expect(TestScenes.names(sim.apply(.screenAppear)) == Self.show)
        #expect(sim.keyboardFrame == Rect(x: 0, y: 617, width: 375, height: 50))
        // Removing it: the hide sequence.
        #expect(TestScenes.names(sim.apply(.controllerAccessory(nil, composer: nil))) == Self.hide)
    }

    @Test func anotherFieldBringsNoBar() throws {
        var sim = Simulation()
        try sim.addView(kind: .textview, name: "composer", frame: Rect(x: 8, y: 400, width: 300, height: 34))
        try sim.addView(kind: .textfield, name: "search", frame: Rect(x: 8, y: 100, width: 300, height: 34))
        _ = sim.apply(.controllerAccessory(50, composer: "composer"))
        // A field outside the bar: its own accessory (none), the bar goes: 258 at 409, from the bar's frame.
        let t = sim.apply(.focus("search"))
        #expect(t.notifications[1].userInfo.frameBegin == Rect(x: 0, y: 617, width: 375, height: 50))
        #expect(t.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 409, width: 375, height: 258))
    }

    @Test func onAnIPhoneXTheBarSitsAboveTheHomeIndicator() throws {
        var sim = Simulation()
        try sim.setDevice("iphone-x")
        try sim.addView(kind: .textview, name: "composer", frame: Rect(x: 8, y: 400, width: 300, height: 34))
        let bar = sim.apply(.controllerAccessory(50, composer: "composer"))
        // 50 + 34 = 84 (≈), at 812 − 84 = 728.
        #expect(bar.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 728, width: 375, height: 84))
        let up = sim.apply(.focus("composer"))
        // Keys 335 (home strip included) + 50 = 385, at 812 − 385 = 427.
        #expect(up.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 427, width: 375, height: 385))
    }

    @Test func refusals() throws {
        var sim = try TestScenes.register()
        #expect(throws: SimError.self) { try sim.setInputView("ghost", height: 100) }
        #expect(throws: SimError.self) { try sim.setInputView("nickname", height: -1) }
        #expect(sim.apply(.controllerAccessory(0, composer: nil)).error != nil)
        #expect(sim.apply(.reloadInputViews).steps.contains(.engineNote(.inputViews(.reloadNoFirstResponder))))
    }
}
