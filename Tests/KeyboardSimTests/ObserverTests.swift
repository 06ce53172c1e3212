import Testing
@testable import KeyboardSim

@Suite("Observers and the screen's life cycle")
struct ObserverTests {
    @Test func removedObserversStopFiring() throws {
        var sim = try TestScenes.register(strategy: ["shift-view"])
        let gone = sim.apply(.screenDisappear)
        #expect(!sim.observersRegistered)
        #expect(gone.steps.contains(.engineNote(.observersRemoved)))
        let t = sim.apply(.keyboardShow)
        #expect(t.notifications.count == 4)
        #expect(t.handlerSteps.isEmpty)
        #expect(sim.frame(of: "view")?.y == 0)
    }

    @Test func forgottenRemovalKeepsTheHandlerFiringAfterTheScreenIsGone() throws {
        var sim = try TestScenes.register(strategy: ["shift-view", "forget-removal", "on"])
        _ = sim.apply(.screenDisappear)
        #expect(sim.observersRegistered)
        let t = sim.apply(.keyboardShow)
        #expect(!t.handlerSteps.isEmpty)
        #expect(sim.frame(of: "view")?.y == -258)
        #expect(t.steps.contains { $0.noteText?.contains("never removed") == true })
    }

    @Test func focusIsRefusedWhileTheScreenIsGone() throws {
        var sim = try TestScenes.register(strategy: ["shift-view"])
        _ = sim.apply(.screenDisappear)
        #expect(sim.apply(.focus("nickname")).error != nil)
        _ = sim.apply(.screenAppear)
        #expect(sim.observersRegistered)
        _ = sim.apply(.focus("nickname"))
        #expect(sim.frame(of: "view")?.y == -258)
    }

    @Test func leavingWithTheKeyboardUpAndObserversRemovedLeavesTheViewShifted() throws {
        var sim = try TestScenes.register(strategy: ["shift-view"])
        _ = sim.apply(.focus("nickname"))
        let t = sim.apply(.screenDisappear)
        #expect(TestScenes.names(t).contains("keyboardWillHide"))
        #expect(t.handlerSteps.isEmpty)
        #expect(sim.frame(of: "view")?.y == -258)
    }

    @Test func checkLocalIgnoresAnotherAppsKeyboard() throws {
        // Another app's keyboard exists only in iPad multitasking.
        var plain = Simulation()
        try plain.setDevice("ipad")
        try plain.setStrategy(words: ["shift-view"])
        _ = plain.apply(.remote)
        #expect(plain.frame(of: "view")?.y == -313)
        var checked = Simulation()
        try checked.setDevice("ipad")
        try checked.setStrategy(words: ["shift-view", "check-local", "on"])
        let t = checked.apply(.remote)
        #expect(checked.frame(of: "view")?.y == 0)
        #expect(t.handlerSteps.first?.code.hasSuffix("// false") == true)
    }
}
