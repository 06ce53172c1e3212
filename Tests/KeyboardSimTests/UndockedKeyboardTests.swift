import Testing
@testable import KeyboardSim

/// Split, floating and dragged iPad keyboards, and
/// `keyboardLayoutGuide.followsUndockedKeyboard`.
///
/// Sources: Stack Overflow 7842806 (undocking posts WillHide), 10749311
/// (undocked and split keyboards report {{0, 0}, {768, 304}}: y 0);
/// themainthread.com 2012 and flutter_keyboard_visibility PR #162 (while
/// undocked only the ChangeFrame pair comes); freshOS/KeyboardLayoutGuide #37
/// (`screen height − minY` is the screen height while the floating keyboard
/// moves: y 0); Apple's `followsUndockedKeyboard` page (false: the guide's top
/// stays at the safe area's bottom; true: it follows). Positions and sizes of
/// the undocked keyboard are keylab's estimates (≈).
@Suite("undocked iPad keyboards: split, floating, dragging, the guide")
struct UndockedKeyboardTests {
    /// An iPad with a field low on the screen and a bar riding on the keyboard guide.
    func scene() throws -> Simulation {
        var sim = Simulation()
        try sim.setDevice("ipad")
        try sim.addView(kind: .textfield, name: "notes", frame: Rect(x: 20, y: 900, width: 728, height: 44))
        try sim.addView(kind: .toolbar, name: "bar", frame: Rect(x: 0, y: 0, width: 768, height: 44))
        _ = try sim.pin("bar", .bottom, to: .keyboard, .top, constant: 0)
        _ = try sim.pin("bar", .leading, to: .view("view"), .leading, constant: 0)
        _ = try sim.pinSize("bar", .width, 768)
        _ = try sim.pinSize("bar", .height, 44)
        return sim
    }

    @Test func splittingAKeyboardThatIsUpIsAHideThenTheFramesReportYZero() throws {
        var sim = try scene()
        _ = sim.apply(.focus("notes"))
        // Docked: 1024 − 313 = 711; the bar sits on it at 711 − 44 = 667.
        #expect(sim.frame(of: "bar")?.y == 667)
        let split = sim.apply(.split)
        #expect(TestScenes.names(split) == ["keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide"])
        // The hide ends below the screen and keeps the height: (0, 1024, 768, 313).
        #expect(split.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 1024, width: 768, height: 313))
        // followsUndockedKeyboard is false: the guide is back at the safe area's bottom, 1024 − 44 = 980.
        #expect(sim.frame(of: "bar")?.y == 980)
        // The split keyboard: full width, the plain keys (264), its top at (1024 − 264) / 2 = 380 (≈).
        #expect(sim.keyboardFrame == Rect(x: 0, y: 380, width: 768, height: 264))
        // Resigning while split: only the pair, reporting y 0 and the full width.
        let resign = sim.apply(.dismiss)
        #expect(TestScenes.names(resign) == ["keyboardWillChangeFrame", "keyboardDidChangeFrame"])
        #expect(resign.notifications[0].userInfo.frameEnd == Rect(x: 0, y: 0, width: 768, height: 264))
        #expect(sim.keyboardFrame == nil)
    }

    @Test func draggingTheFloatingKeyboardPostsTheChangeFramePairWithAZeroRectangle() throws {
        var sim = try scene()
        _ = sim.apply(.floating)
        _ = sim.apply(.focus("notes"))
        let drag = sim.apply(.dragUndocked(x: 100, y: 300))
        #expect(TestScenes.names(drag) == ["keyboardWillChangeFrame", "keyboardDidChangeFrame"])
        #expect(drag.notifications.allSatisfy { $0.userInfo.frameEnd == .zero && $0.userInfo.frameBegin == .zero })
        #expect(drag.notifications.allSatisfy { !$0.userInfo.heightConfirmed && !$0.userInfo.durationConfirmed })
        // The keyboard itself is where the finger left it: (100, 300), 320 × 260 (≈).
        #expect(sim.keyboardFrame == Rect(x: 100, y: 300, width: 320, height: 260))
        // A handler that computes `screen height − end.minY` gets 1024 − 0 = 1024: the whole screen.
        let end = try #require(drag.notifications.first?.userInfo.frameEnd)
        #expect(sim.screenSize.height - end.minY == 1024)
        // The guide ignores it (default): the bar stays at 980.
        #expect(sim.frame(of: "bar")?.y == 980)
    }

    @Test func followsUndockedKeyboardMakesTheGuideFollowTheDrag() throws {
        var sim = try scene()
        _ = sim.apply(.focus("notes"))
        _ = sim.apply(.floating)
        let set = sim.apply(.followsUndocked(true))
        // Floating at (224, 744) (≈): the guide's top is 744, the bar 744 − 44 = 700.
        #expect(set.notifications.isEmpty)
        #expect(sim.frame(of: "bar")?.y == 700)
        #expect(sim.keyboardLayoutGuideFrame == Rect(x: 224, y: 744, width: 320, height: 260))
        _ = sim.apply(.dragUndocked(x: nil, y: 120))
        // Dragged up to y 120: the bar follows, 120 − 44 = 76.
        #expect(sim.frame(of: "bar")?.y == 76)
        // A drag beyond the screen keeps the keyboard on it: 1024 − 260 = 764 at most.
        _ = sim.apply(.dragUndocked(x: 9000, y: 9000))
        #expect(sim.keyboardFrame == Rect(x: 448, y: 764, width: 320, height: 260))
        // Off again: back to the safe area's bottom.
        _ = sim.apply(.followsUndocked(false))
        #expect(sim.frame(of: "bar")?.y == 980)
    }

    @Test func dockingAgainIsAShowFromTheReportedFrame() throws {
        var sim = try scene()
        _ = sim.apply(.focus("notes"))
        _ = sim.apply(.split)
        let dock = sim.apply(.split)
        #expect(TestScenes.names(dock) == ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow"])
        #expect(dock.notifications[1].userInfo.frameBegin == Rect(x: 0, y: 0, width: 768, height: 264))
        #expect(dock.notifications[1].userInfo.frameEnd == Rect(x: 0, y: 711, width: 768, height: 313))
        #expect(sim.frame(of: "bar")?.y == 667)
    }

    @Test func splitToFloatingWhileUndockedPostsOnlyThePair() throws {
        var sim = try scene()
        _ = sim.apply(.focus("notes"))
        _ = sim.apply(.split)
        let t = sim.apply(.floating)
        #expect(TestScenes.names(t) == ["keyboardWillChangeFrame", "keyboardDidChangeFrame"])
        #expect(sim.undocking.style == .floating)
        #expect(sim.keyboardFrame == Rect(x: 224, y: 744, width: 320, height: 260))
    }

    @Test func refusals() throws {
        var phone = try TestScenes.register()
        #expect(phone.apply(.split).error == .eventNotPossible(.splitNeedsIPad))
        var pad = try scene()
        // Nothing undocked, or undocked but hidden: nothing to drag.
        #expect(pad.apply(.dragUndocked(x: nil, y: 100)).error == .eventNotPossible(.dragNeedsUndocked))
        _ = pad.apply(.split)
        #expect(pad.apply(.dragUndocked(x: nil, y: 100)).error == .eventNotPossible(.dragNeedsUndocked))
    }

    @Test func beginAndEndFramesAreReadablePaths() throws {
        var sim = try scene()
        _ = sim.apply(.focus("notes"))
        // Show: begin (0, 1024, 768, 313), end (0, 711, 768, 313).
        #expect(try sim.value(atPath: "keyboard.beginFrame.y").get() == 1024)
        #expect(try sim.value(atPath: "keyboard.endFrame.y").get() == 711)
        #expect(try sim.value(atPath: "keyboard.endFrame.height").get() == 313)
        #expect(try sim.value(atPath: "keyboardGuide.y").get() == 711)
        _ = sim.apply(.split)
        // The hide's end frame: below the screen; then the guide at the safe area's bottom.
        #expect(try sim.value(atPath: "keyboard.endFrame.y").get() == 1024)
        #expect(try sim.value(atPath: "keyboardGuide.y").get() == 1024)
    }
}
