@testable import KeyboardSim

/// Scenes shared by the tests.
enum TestScenes {
    /// Seed 000's register screen on an iPhone 8: two fields, nickname low on the screen.
    static func register(strategy: [String] = ["none"]) throws -> Simulation {
        var sim = Simulation()
        try sim.addView(kind: .textfield, name: "email", frame: Rect(x: 20, y: 100, width: 335, height: 40))
        try sim.addView(kind: .textfield, name: "nickname", frame: Rect(x: 20, y: 500, width: 335, height: 40))
        try sim.setStrategy(words: strategy)
        return sim
    }

    /// Seed file 003's screen (constraints article) on an iPhone X: innerView
    /// top = safe.top + 20, height 346; replay and enter buttons 42 high,
    /// 24 above safe.bottom.
    static func constraintsSeed(device: String = "iphone-x", strategy: [String]) throws -> Simulation {
        var sim = Simulation()
        try sim.setDevice(device)
        try sim.addView(kind: .view, name: "inner", frame: .zero)
        try sim.addView(kind: .textfield, name: "name", frame: Rect(x: 0, y: 300, width: 311, height: 40), parent: "inner")
        try sim.addView(kind: .button, name: "replay", frame: .zero)
        try sim.addView(kind: .button, name: "enter", frame: .zero)
        try sim.pin("inner", .top, to: .safe, .top, constant: 20)
        try sim.pin("inner", .leading, to: .safe, .leading, constant: 32)
        try sim.pin("inner", .trailing, to: .safe, .trailing, constant: -32)
        try sim.pinSize("inner", .height, 346)
        try sim.pin("replay", .leading, to: .safe, .leading, constant: 32)
        try sim.pinSize("replay", .width, (375 - 32 * 2 - 24) / 2)
        try sim.pin("replay", .bottom, to: .safe, .bottom, constant: -24)
        try sim.pinSize("replay", .height, 42)
        try sim.pin("enter", .leading, to: .view("replay"), .trailing, constant: 24)
        try sim.pin("enter", .trailing, to: .safe, .trailing, constant: -32)
        try sim.pin("enter", .bottom, to: .safe, .bottom, constant: -24)
        try sim.pinSize("enter", .height, 42)
        try sim.setStrategy(words: strategy)
        return sim
    }

    /// Seed 001's diary: a full-screen scroll view with 1200 pt of content and a text view at y 500.
    static func diary(strategy: [String] = ["scroll", "list"]) throws -> Simulation {
        var sim = Simulation()
        try sim.addView(kind: .scrollview, name: "list", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        try sim.setContentHeight("list", 1200)
        try sim.addView(kind: .textview, name: "diary", frame: Rect(x: 16, y: 500, width: 343, height: 100), parent: "list")
        try sim.addView(kind: .textview, name: "title", frame: Rect(x: 16, y: 20, width: 343, height: 40), parent: "list")
        try sim.setStrategy(words: strategy)
        return sim
    }

    static func names(_ trace: Trace) -> [String] { trace.notifications.map(\.name.rawValue) }
}
