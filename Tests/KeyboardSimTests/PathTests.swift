import Testing
@testable import KeyboardSim

@Suite(":expect paths")
struct PathTests {
    @Test func framesScreenAndCovered() throws {
        var sim = try TestScenes.register(strategy: ["shift-view"])
        _ = sim.apply(.focus("nickname"))
        #expect(try sim.value(atPath: "view.y").get() == -258)
        #expect(try sim.value(atPath: "nickname.y").get() == 500)
        #expect(try sim.value(atPath: "nickname.screenY").get() == 242)
        #expect(try sim.value(atPath: "nickname.covered").get() == 0)
        #expect(try sim.value(atPath: "nickname.width").get() == 335)
        #expect(try sim.value(atPath: "keyboard.y").get() == 409)
        #expect(try sim.value(atPath: "keyboard.height").get() == 258)
    }

    @Test func hiddenKeyboardIsAtTheScreenBottomWithHeight0() throws {
        let sim = Simulation()
        #expect(try sim.value(atPath: "keyboard.y").get() == 667)
        #expect(try sim.value(atPath: "keyboard.height").get() == 0)
    }

    @Test func errorsListValidNames() throws {
        let sim = try TestScenes.register()
        guard case .failure(let e) = sim.value(atPath: "nickame.covered") else { Issue.record("no error"); return }
        #expect(e.validNames.contains("nickname"))
        guard case .failure(let p) = sim.value(atPath: "nickname.coverd") else { Issue.record("no error"); return }
        #expect(p.validNames.contains("nickname.covered"))
        guard case .failure(let s) = sim.value(atPath: "nickname.offsetY") else { Issue.record("no error"); return }
        #expect(s.message.contains("scrollview"))
        guard case .failure = sim.value(atPath: "nothing") else { Issue.record("no error"); return }
        #expect(sim.expectPaths.contains("email.screenY"))
        #expect(!sim.expectPaths.contains("email.offsetY"))
    }
}
