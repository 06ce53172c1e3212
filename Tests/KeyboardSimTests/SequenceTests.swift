import Testing
@testable import KeyboardSim

@Suite("Notification sequences (keyboard-facts.md)")
struct SequenceTests {
    @Test func showPostsChangeFrameThenShowWithIPhone8Frames() throws {
        var sim = try TestScenes.register()
        let t = sim.apply(.focus("nickname"))
        #expect(TestScenes.names(t) == ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"])
        let info = try #require(t.notifications.first).userInfo
        #expect(info.frameBegin == Rect(x: 0, y: 667, width: 375, height: 258))
        #expect(info.frameEnd == Rect(x: 0, y: 409, width: 375, height: 258))
        #expect(info.duration == 0.25)
        #expect(info.curve == 7)
        #expect(info.isLocal)
        #expect(sim.keyboardFrame == Rect(x: 0, y: 409, width: 375, height: 258))
    }

    @Test func hideEndFrameKeepsItsHeight() throws {
        var sim = try TestScenes.register()
        _ = sim.apply(.focus("nickname"))
        let t = sim.apply(.dismiss)
        #expect(TestScenes.names(t) == ["keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide"])
        let info = try #require(t.notifications.first).userInfo
        #expect(info.frameBegin == Rect(x: 0, y: 409, width: 375, height: 258))
        #expect(info.frameEnd == Rect(x: 0, y: 667, width: 375, height: 258))
        #expect(sim.keyboardFrame == nil)
        #expect(sim.firstResponder == nil)
    }

    @Test func switchingFieldsRepostsShowWithBeginEqualToEnd() throws {
        var sim = try TestScenes.register()
        _ = sim.apply(.focus("email"))
        let t = sim.apply(.focus("nickname"))
        #expect(TestScenes.names(t) == ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"])
        for n in t.notifications { #expect(n.userInfo.frameBegin == n.userInfo.frameEnd) }
        #expect(sim.firstResponder == "nickname")
    }

    @Test func predictiveOffChangesTheSizeSoBeginDiffersFromEnd() throws {
        var sim = try TestScenes.register()
        _ = sim.apply(.focus("email"))
        let t = sim.apply(.predictive(false))
        let info = try #require(t.notifications.first).userInfo
        #expect(info.frameBegin.height == 258)
        #expect(info.frameEnd == Rect(x: 0, y: 451, width: 375, height: 216))
        #expect(TestScenes.names(t).contains("keyboardWillShow"))
    }

    @Test func hardwareKeyboardOnIPhonePostsOnlyTheHideSequenceAndShowsNothing() throws {
        var sim = try TestScenes.register()
        _ = sim.apply(.hardware(true))
        let t = sim.apply(.focus("nickname"))
        // AlphaWallet PR #1254, DCIntrospect-ARC PR #44: WillHide / DidHide, no WillShow.
        #expect(TestScenes.names(t) == ["keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide"])
        #expect(sim.keyboardFrame == nil)
        #expect(sim.firstResponder == "nickname")
    }

    @Test func hardwareKeyboardOnIPadShowsThe55PointBar() throws {
        var sim = Simulation()
        try sim.setDevice("ipad")
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 20, y: 980, width: 300, height: 40))
        _ = sim.apply(.hardware(true))
        _ = sim.apply(.focus("field"))
        // The notifications report (0, 969, 768, 313): see HardwareKeyboardTests.
        #expect(sim.keyboardFrame == Rect(x: 0, y: 969, width: 768, height: 55))
        #expect(sim.covered("field") == 40)
    }

    @Test func floatingKeyboardPostsOnlyTheChangeFramePair() throws {
        var sim = Simulation()
        try sim.setDevice("ipad")
        try sim.addView(kind: .textfield, name: "field", frame: Rect(x: 20, y: 900, width: 300, height: 40))
        _ = sim.apply(.focus("field"))
        _ = sim.apply(.floating)  // undocking posts WillHide: see UndockingTests
        // flutter_keyboard_visibility PR #162: a floating keyboard posts
        // DidChangeFrame too, and no Show or Hide.
        let hide = sim.apply(.dismiss)
        #expect(TestScenes.names(hide) == ["keyboardWillChangeFrame", "keyboardDidChangeFrame"])
        let show = sim.apply(.focus("field"))
        #expect(TestScenes.names(show) == ["keyboardWillChangeFrame", "keyboardDidChangeFrame"])
        #expect(show.notifications.first?.userInfo.heightConfirmed == false)
    }

    @Test func floatingIsRefusedOnAnIPhone() throws {
        var sim = try TestScenes.register()
        let before = sim
        let t = sim.apply(.floating)
        #expect(t.error != nil)
        #expect(sim == before)
    }

    @Test func remoteKeyboardHasIsLocalFalse() throws {
        var sim = Simulation()
        try sim.setDevice("ipad")
        let t = sim.apply(.remote)
        #expect(TestScenes.names(t) == ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"])
        #expect(t.notifications.allSatisfy { !$0.userInfo.isLocal })
        let back = sim.apply(.remote)
        #expect(TestScenes.names(back).last == "keyboardDidHide")
        #expect(back.notifications.allSatisfy { !$0.userInfo.isLocal })
    }

    @Test func focusingALabelIsAnErrorThatChangesNothing() throws {
        var sim = try TestScenes.register()
        try sim.addView(kind: .label, name: "title", frame: Rect(x: 0, y: 40, width: 100, height: 20))
        let before = sim
        let t = sim.apply(.focus("title"))
        #expect(t.error?.message.contains("label") == true)
        #expect(sim == before)
        let u = sim.apply(.focus("nickame"))
        #expect(u.error?.validNames.contains("nickname") == true)
    }

    @Test func verdictIsTheLastStep() throws {
        var sim = try TestScenes.register()
        let t = sim.apply(.focus("nickname"))
        guard case .verdict(let v)? = t.steps.last else {
            Issue.record("last step is not a verdict"); return
        }
        // none: nickname 500…540 under the keyboard from 409: fully covered.
        #expect(v.kind == .covered(by: 40))
    }

    @Test func connectingAHardwareKeyboardHidesTheSoftwareOneAndDisconnectingShowsIt() throws {
        var sim = try TestScenes.register()
        _ = sim.apply(.focus("nickname"))
        let on = sim.apply(.hardware(true))
        #expect(TestScenes.names(on) == ["keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide"])
        #expect(sim.keyboardFrame == nil)
        #expect(sim.firstResponder == "nickname")
        let switching = sim.apply(.focus("email"))
        #expect(!TestScenes.names(switching).contains("keyboardWillShow"))
        let off = sim.apply(.hardware(false))
        #expect(TestScenes.names(off) == ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"])
    }

    @Test func keyboardShowAndHideWithoutAField() throws {
        var sim = try TestScenes.register()
        let show = sim.apply(.keyboardShow)
        #expect(show.notifications.count == 4)
        #expect(sim.firstResponder == nil)
        #expect(show.verdict?.kind == .noFirstResponder)
        let again = sim.apply(.keyboardShow)
        #expect(again.notifications.isEmpty)
        let hide = sim.apply(.keyboardHide)
        #expect(TestScenes.names(hide).last == "keyboardDidHide")
    }
}
