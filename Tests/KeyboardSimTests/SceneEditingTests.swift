import Testing
@testable import KeyboardSim

@Suite("Scene editing")
struct SceneEditingTests {
    @Test func namesAreValidated() throws {
        var sim = Simulation()
        #expect(throws: SimError.invalidName("2fast")) {
            try sim.addView(kind: .view, name: "2fast", frame: .zero)
        }
        #expect(throws: SimError.nameTaken("safe")) { try sim.addView(kind: .view, name: "safe", frame: .zero) }
        #expect(throws: SimError.nameTaken("keyboard")) { try sim.addView(kind: .view, name: "keyboard", frame: .zero) }
        try sim.addView(kind: .view, name: "box_1", frame: .zero)
        #expect(throws: SimError.nameTaken("box_1")) { try sim.addView(kind: .view, name: "box_1", frame: .zero) }
        #expect(throws: SimError.self) { try sim.addView(kind: .view, name: "view", frame: .zero) }
        #expect(throws: SimError.self) { try sim.addView(kind: .view, name: "neg", frame: Rect(x: 0, y: 0, width: -1, height: 1)) }
    }

    @Test func childrenComeAfterTheirParentInOrder() throws {
        var sim = Simulation()
        try sim.addView(kind: .view, name: "a", frame: .zero)
        try sim.addView(kind: .view, name: "b", frame: .zero)
        try sim.addView(kind: .label, name: "a1", frame: .zero, parent: "a")
        #expect(sim.viewNames == ["view", "a", "a1", "b"])
        #expect(sim.children(of: "view") == ["a", "b"])
    }

    @Test func contentHeightOnlyForScrollViews() throws {
        var sim = Simulation()
        try sim.addView(kind: .label, name: "l", frame: .zero)
        #expect(throws: SimError.wrongKind(view: "l", kind: .label, expected: .scrollView)) {
            try sim.setContentHeight("l", 100)
        }
    }

    @Test func setDeviceResetsTheSceneAndKnowsTheIDs() throws {
        var sim = try TestScenes.register()
        try sim.setDevice("iphone-x")
        #expect(sim.viewNames == ["view"])
        #expect(sim.screenSize == Size(width: 375, height: 812))
        #expect(throws: SimError.unknownDevice("iphone-9", known: DeviceCatalog.ids)) { try sim.setDevice("iphone-9") }
    }

    @Test func clearKeepsDeviceAndOrientation() throws {
        var sim = try TestScenes.register(strategy: ["shift-view"])
        _ = sim.apply(.rotate(to: .landscape))
        sim.clear()
        #expect(sim.viewNames == ["view"])
        #expect(sim.orientation == .landscape)
        #expect(sim.frame(of: "view") == Rect(x: 0, y: 0, width: 667, height: 375))
        #expect(sim.strategy == .none)
    }

    @Test func strategyParsingErrors() throws {
        #expect(throws: SimError.unknownStrategy("shift", known: StrategyRegistry.names)) { try Strategy.parse(["shift"]) }
        #expect(throws: SimError.self) { try Strategy.parse(["shift-view", "guard", "maybe"]) }
        #expect(throws: SimError.self) { try Strategy.parse(["scroll", "list", "threshold", "2"]) }
        #expect(throws: SimError.self) { try Strategy.parse(["minimal", "distance"]) }
        let s = try Strategy.parse(["scroll", "list", "padding", "30", "forget-removal", "on"])
        #expect(s.as(ScrollStrategy.self)?.padding == 30)
        #expect(s.forgetRemoval)
        #expect(s.commandText == "scroll list padding 30 forget-removal on")
    }

    @Test func catalogsForCompletion() {
        #expect(DeviceCatalog.ids == ["iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-15", "iphone-pro-max", "ipad"])
        #expect(StrategyRegistry.names == ["none", "shift-view", "move", "constraints", "scroll", "minimal", "layout-guide", "swiftui"])
        #expect(ShiftViewStrategy.optionNames.prefix(2) == ["only", "guard"])
    }
}

@Suite("Strategy parameters and removed targets")
struct StrategyParameterTests {
    @Test func parametersListEveryOptionWithItsValue() throws {
        let s = try Strategy.parse(["scroll", "list", "anchor", "0.25"])
        let p = s.parameters
        #expect(p.map(\.name) == ["threshold", "anchor", "padding", "forget-removal", "check-local"])
        #expect(p.map(\.value) == ["0.6", "0.25", "20", "off", "off"])
        #expect(s.target == "list")
        #expect(s.options.map(\.name) == ["anchor"])
    }

    @Test func removingTheMovedViewLeavesAHandlerThatReturns() throws {
        var sim = try TestScenes.register(strategy: ["move", "nickname"])
        try sim.addView(kind: .textfield, name: "other", frame: Rect(x: 0, y: 300, width: 100, height: 40))
        try sim.removeView("nickname")
        let t = sim.apply(.focus("other"))
        #expect(t.error == nil)
        #expect(t.handlerSteps.first?.formula.contains("no longer exists") == true)
    }
}
