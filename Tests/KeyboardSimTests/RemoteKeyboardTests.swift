import Testing
@testable import KeyboardSim

/// Another app's keyboard exists only in iPad multitasking.
@Suite("remote keyboard")
struct RemoteKeyboardTests {
    @Test func refusedOnAnIPhoneWithAClearMessage() throws {
        var sim = try TestScenes.register(strategy: ["shift-view"])
        let before = sim
        let t = sim.apply(.remote)
        #expect(sim == before)
        #expect(t.error?.message.contains("iPad multitasking") == true)
    }

    @Test func acceptedOnAnIPadWithIsLocalFalse() throws {
        var sim = Simulation()
        try sim.setDevice("ipad")
        let t = sim.apply(.remote)
        #expect(t.error == nil)
        #expect(t.notifications.allSatisfy { !$0.userInfo.isLocal })
    }
}
