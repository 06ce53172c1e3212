import Testing
@testable import KeyboardSim

@Suite("The gauntlet: real-world sequences checked against the properties of good keyboard handling")
struct GauntletTests {
    /// Runs one sequence on a fresh register screen (seed 000) on a device and orientation.
    static func run(_ sequence: GauntletSequence, _ strategy: [String], device: String = "iphone-8",
                    orientation: Orientation = .portrait, scene: (inout Simulation) throws -> Void = register) throws -> GauntletRun {
        var sim = Simulation()
        try sim.setDevice(device)
        if orientation == .landscape { _ = sim.apply(.rotate(to: .landscape)) }
        try scene(&sim)
        try sim.setStrategy(words: strategy)
        return Gauntlet.run(sequence, on: &sim)
    }

    /// Two fields placed for the screen it is on: email near the top, nickname near the bottom.
    static func register(_ sim: inout Simulation) throws {
        let w = sim.windowSize.width, h = sim.windowSize.height, safe = sim.safeAreaInsets
        try sim.addView(kind: .textfield, name: "email", frame: Rect(x: 20, y: safe.top + 20, width: w - 40, height: 40))
        try sim.addView(kind: .textfield, name: "nickname", frame: Rect(x: 20, y: h - safe.bottom - 120, width: w - 40, height: 40))
    }

    /// A chat screen: a message field on a bar pinned to the safe area's bottom.
    static func chat(_ sim: inout Simulation) throws {
        try sim.addView(kind: .toolbar, name: "bar", frame: .zero)
        try sim.pin("bar", .leading, to: .safe, .leading)
        try sim.pin("bar", .trailing, to: .safe, .trailing)
        try sim.pin("bar", .bottom, to: .safe, .bottom)
        try sim.pinSize("bar", .height, 44)
        try sim.addView(kind: .textfield, name: "message", frame: Rect(x: 8, y: 4, width: 200, height: 36), parent: "bar")
    }

    @Test("with no handler the lowest field is covered, and the failure has its numbers")
    func noneIsCovered() throws {
        let run = try Self.run(.show, ["none"])
        // iPhone 8: nickname 507–547, keyboard top 667 − 258 = 409: all 40 pt covered.
        #expect(run.outcome == .failed(.covered(field: "nickname", by: 40), after: ":focus nickname"))
        #expect(run.steps.map(\.command) == [":focus nickname"])
    }

    @Test("a property an exercise does not judge is skipped, and the run goes on judging the others")
    func ignoredPropertyIsSkipped() throws {
        var sim = Simulation()
        try sim.setDevice("iphone-8")
        try Self.register(&sim)
        try sim.setStrategy(words: ["shift-view"])
        let ignoring = Gauntlet.run(.switchFields, on: &sim, ignoring: [.insideSafeArea])
        // With email's 238 pt above the safe area not judged, the switch back and the hide hold.
        #expect(ignoring.outcome == .passed)
        var none = Simulation()
        try none.setDevice("iphone-8")
        try Self.register(&none)
        try none.setStrategy(words: ["none"])
        // Ignoring one property does not silence another: the covered field still fails.
        #expect(Gauntlet.run(.show, on: &none, ignoring: [.restingLayout]).outcome
                == .failed(.covered(field: "nickname", by: 40), after: ":focus nickname"))
    }

    @Test("shift-view passes a plain show but pushes the top field out when the fields switch (178 pt)")
    func shiftViewSwitchingFields() throws {
        #expect(try Self.run(.show, ["shift-view"]).outcome == .passed)
        #expect(try Self.run(.hideShow, ["shift-view"]).outcome == .passed)
        let run = try Self.run(.switchFields, ["shift-view"])
        // email rests at 40; the root stays 258 up: −218, and the safe area starts at 20.
        #expect(run.outcome == .failed(.aboveSafeArea(field: "email", by: 238), after: ":focus email"))
    }

    @Test("shift-view without its guard shifts twice when the emoji keyboard posts WillShow again")
    func guardOffEmoji() throws {
        let run = try Self.run(.emoji, ["shift-view", "guard", "off"])
        guard case .failed(let finding, let after) = run.outcome else {
            Issue.record("expected a failure, got \(run.outcome)")
            return
        }
        // The second WillShow moves the root another 258 pt: the same keyboard, another layout.
        #expect(after == ":keyboard emoji")
        #expect(finding == .drifted(view: "view", what: "y", first: -258, found: -516))
        // With the guard the same sequence passes.
        #expect(try Self.run(.emoji, ["shift-view"]).outcome == .passed)
    }

    @Test("a bar moved by the keyboard's height floats 34 pt above it on an iPhone X, not on an iPhone 8")
    func moveLeavesTheHomeIndicatorGap() throws {
        #expect(try Self.run(.show, ["move", "bar"], device: "iphone-8", scene: Self.chat).outcome == .passed)
        let run = try Self.run(.show, ["move", "bar"], device: "iphone-x", scene: Self.chat)
        #expect(run.outcome == .failed(.gap(view: "bar", gap: 34, allowed: Gauntlet.margin), after: ":focus message"))
    }

    @Test("the keyboard layout guide passes every sequence on every device and orientation of the chat screen")
    func layoutGuidePassesEverything() throws {
        func guide(_ sim: inout Simulation) throws {
            try sim.addView(kind: .toolbar, name: "bar", frame: .zero)
            try sim.pin("bar", .leading, to: .safe, .leading)
            try sim.pin("bar", .trailing, to: .safe, .trailing)
            try sim.pin("bar", .bottom, to: .keyboard, .top)
            try sim.pinSize("bar", .height, 44)
            try sim.addView(kind: .textfield, name: "message", frame: Rect(x: 8, y: 4, width: 200, height: 36), parent: "bar")
        }
        var ran = 0
        for device in DeviceCatalog.all {
            for orientation in Orientation.allCases {
                for sequence in Gauntlet.sequences(for: device) {
                    let run = try Self.run(sequence, ["layout-guide"], device: device.id, orientation: orientation, scene: guide)
                    if case .notApplicable = run.outcome { continue }
                    ran += 1
                    #expect(run.outcome == .passed, "\(sequence.id) \(device.id) \(orientation.rawValue): \(run.outcome)")
                }
            }
        }
        #expect(ran > 100)
    }

    @Test("seed 000 removes its observers before the push's WillHide; observers never removed run while another screen is on top")
    func pushAndPop() throws {
        // viewWillDisappear removes the observers, then the field resigns: nobody puts the root back.
        #expect(try Self.run(.pushPop, ["shift-view"]).outcome
                == .failed(.notRestored(view: "view", what: "y", expected: 0, found: -258), after: ":screen appear"))
        let run = try Self.run(.pushPop, ["shift-view", "forget-removal", "on"])
        guard case .failed(let finding, let after) = run.outcome else {
            Issue.record("expected a failure, got \(run.outcome)")
            return
        }
        #expect(finding.property == .quietOffScreen)
        #expect(after == ":keyboard show")
    }

    @Test("iPad-only sequences do not apply to an iPhone; switching fields needs two")
    func notApplicable() throws {
        #expect(try Self.run(.hardware, ["none"]).outcome == .notApplicable(.needsIPad))
        #expect(try Self.run(.switchFields, ["none"], scene: Self.chat).outcome == .notApplicable(.needsTwoFields))
        #expect(try Self.run(.interactiveDismiss, ["none"]).outcome == .notApplicable(.needsScrollView))
    }

    @Test("an inset that grows at every WillShow drifts: the scroll strategy does not")
    func scrollStrategyDoesNotDrift() throws {
        func diary(_ sim: inout Simulation) throws {
            let w = sim.windowSize.width, h = sim.windowSize.height
            try sim.addView(kind: .scrollview, name: "list", frame: Rect(x: 0, y: 0, width: w, height: h))
            try sim.setContentHeight("list", h * 2)
            try sim.addView(kind: .textview, name: "diary", frame: Rect(x: 16, y: h - 150, width: w - 32, height: 100), parent: "list")
        }
        for sequence in [GauntletSequence.cycles, .emoji, .interactiveDismiss] {
            let run = try Self.run(sequence, ["scroll", "list"], scene: diary)
            #expect(run.outcome == .passed, "\(sequence.id): \(run.outcome)")
        }
    }
}
