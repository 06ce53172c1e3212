import Testing
@testable import KeyboardSim

/// Sheet detents: a page sheet at the medium detent, grown to large by the
/// keyboard, or (medium only) lifted by it.
///
/// Sources: Apple's `UISheetPresentationController.Detent.medium()` page
/// ("approximately half the height of the screen") and
/// `selectedDetentIdentifier` page (nil: the smallest detent); FB17890661,
/// feedback-assistant/reports #669 (iOS 26: focusing a field in a minimized
/// sheet "automatically expands [it] to the largest possible detent");
/// ryanbr/noop PR #450 (2026: with only the medium detent the sheet keeps its
/// height with the keyboard up). Half the window, rounded, and where a
/// medium-only sheet rises to are keylab's estimates (≈).
@Suite("sheet detents: medium, grown by the keyboard, medium-only lifted")
struct SheetDetentsTests {
    static func sheet(_ detents: SheetDetents, device: String = "iphone-8") throws -> Simulation {
        var sim = Simulation()
        try sim.setDevice(device)
        sim.setPresentation(.pageSheet)
        sim.setDetents(detents)
        try sim.addView(kind: .textfield, name: "note", frame: Rect(x: 16, y: 100, width: 343, height: 36))
        return sim
    }

    static func order(_ t: Trace) -> [String] {
        t.steps.compactMap { step -> String? in
            switch step {
            case .notification(let n): return n.name.rawValue
            case .engineNote(.presentation(.mediumSheetGrows)): return "grows"
            case .engineNote(.presentation(.mediumSheetMoves)): return "moves"
            default: return nil
            }
        }
    }

    @Test func aMediumSheetRestsAtHalfTheScreen() throws {
        let sim = try Self.sheet(.mediumAndLarge)
        // 667 / 2 = 333.5 → 334; 667 − 334 = 333 high.
        #expect(sim.hostFrame == Rect(x: 0, y: 334, width: 375, height: 333))
        #expect(sim.frame(of: "view") == Rect(x: 0, y: 0, width: 375, height: 333))
        #expect(sim.json().contains("\"detents\":\"medium\",\"detent\":\"medium\""))
        let x = try Self.sheet(.mediumAndLarge, device: "iphone-x")
        // 812 / 2 = 406.
        #expect(x.hostFrame == Rect(x: 0, y: 406, width: 375, height: 406))
    }

    @Test func theKeyboardGrowsAMediumSheetToLargeAfterTheWillNotifications() throws {
        var sim = try Self.sheet(.mediumAndLarge)
        let t = sim.apply(.focus("note"))
        // The Will handlers see the medium sheet: the keyboard's top 409 is 409 − 334 = 75 in its root view.
        #expect(t.steps.contains(.engineNote(.presentation(.keyboardTopInSheet(style: .pageSheet, sheetY: 334, rootY: 0, keyboardY: 409, inView: 75)))))
        // Then it grows to the large detent: top 20 + 10 = 30, (0, 30, 375, 637).
        #expect(t.steps.contains(.engineNote(.presentation(.mediumSheetGrows(from: 334, to: 30)))))
        #expect(Self.order(t) == ["keyboardWillChangeFrame", "keyboardWillShow", "grows", "keyboardDidChangeFrame", "keyboardDidShow"])
        #expect(sim.hostFrame == Rect(x: 0, y: 30, width: 375, height: 637))
        #expect(sim.frame(of: "view")?.height == 637)
        // The field: 30 + 100 = 130 on the screen, far above the keyboard.
        #expect(sim.screenFrame(of: "note")?.y == 130)
        #expect(sim.covered("note") == 0)
        // It stays large when the keyboard goes down (≈: the selected detent changed).
        _ = sim.apply(.dismiss)
        #expect(sim.hostFrame.y == 30)
        #expect(sim.presentation.selected == .large)
    }

    @Test func aMediumOnlySheetRisesWithTheKeyboardKeepingItsHeight() throws {
        var sim = try Self.sheet(.mediumOnly)
        let t = sim.apply(.focus("note"))
        // Its bottom to the keyboard's top: 409 − 333 = 76 (below the status bar's 20).
        #expect(t.steps.contains(.engineNote(.presentation(.mediumSheetMoves(from: 334, to: 76, keyboardTop: 409, sheetHeight: 333)))))
        #expect(Self.order(t) == ["keyboardWillChangeFrame", "keyboardWillShow", "moves", "keyboardDidChangeFrame", "keyboardDidShow"])
        #expect(sim.hostFrame == Rect(x: 0, y: 76, width: 375, height: 333))
        _ = sim.apply(.dismiss)
        #expect(sim.hostFrame.y == 334)
    }

    @Test func detentsDoNotApplyToARegularWidthIPadOrAnIPhoneInLandscape() throws {
        let pad = try Self.sheet(.mediumAndLarge, device: "ipad")
        // The iPad page sheet keeps its size: ≈ 704 wide, x (768 − 704) / 2 = 32, top 20 + 10.
        #expect(pad.hostFrame == Rect(x: 32, y: 30, width: 704, height: 994))
        var phone = try Self.sheet(.mediumAndLarge)
        _ = phone.apply(.rotate(to: .landscape))
        #expect(phone.hostFrame == Rect(x: 0, y: 0, width: 667, height: 375))
    }

    @Test func fullScreenOrAnotherStyleResetsTheDetents() throws {
        var sim = try Self.sheet(.mediumAndLarge)
        sim.setPresentation(.fullScreen)
        #expect(sim.presentation.detents == .large)
        sim.setPresentation(.pageSheet)
        #expect(sim.hostFrame.y == 30)
    }
}
