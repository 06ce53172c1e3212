import Testing
@testable import KeyboardSim

/// SwiftUI: the keyboard shrinks the safe area; `.ignoresSafeArea(.keyboard)` opts out.
@Suite("SwiftUI keyboard avoidance")
struct SwiftUIAvoidanceTests {
    static func form(_ strategy: [String]) throws -> Simulation {
        var sim = Simulation()
        try sim.setDevice("iphone-x")
        try sim.addView(kind: .textfield, name: "message", frame: Rect(x: 16, y: 0, width: 343, height: 36))
        try sim.pin("message", .bottom, to: .safe, .bottom, constant: -16)
        try sim.pinSize("message", .height, 36)
        try sim.setStrategy(words: strategy)
        return sim
    }

    @Test func theSafeAreaFollowsTheKeyboard() throws {
        var sim = try Self.form(["swiftui"])
        _ = sim.apply(.focus("message"))
        // Safe bottom max(34, 812 − 477) = 335; message bottom 812 − 335 − 16 = 461; 477 − 461 = 16.
        #expect(sim.value(atPath: "safe.bottom") == .success(335))
        #expect(sim.frame(of: "message")?.y == 425)
        #expect(sim.verdict().kind == .visible(clearance: 16))
        _ = sim.apply(.dismiss)
        // Back to 812 − 34 − 16 − 36 = 726.
        #expect(sim.frame(of: "message")?.y == 726)
    }

    @Test func ignoresSafeAreaKeyboardOptsOut() throws {
        var sim = try Self.form(["swiftui", "ignores-keyboard", "on"])
        _ = sim.apply(.focus("message"))
        // Stays at 726…762 under a keyboard starting at 477: covered by its whole 36.
        #expect(sim.frame(of: "message")?.y == 726)
        #expect(sim.verdict().kind == .covered(by: 36))
    }
}
