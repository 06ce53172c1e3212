import Testing
@testable import KeyboardSim

/// UITableViewController's automatic keyboard inset, and the learner's own
/// inset on top of it counting the keyboard twice.
@Suite("table view controller's keyboard inset")
struct TableViewInsetTests {
    static func table(_ strategy: [String]) throws -> Simulation {
        var sim = Simulation()
        try sim.addView(kind: .tableview, name: "list", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        try sim.setContentHeight("list", 1200)
        try sim.addView(kind: .textfield, name: "note", frame: Rect(x: 16, y: 600, width: 343, height: 44), parent: "list")
        try sim.setStrategy(words: strategy)
        return sim
    }

    @Test func theControllerInsetsAndScrollsByItself() throws {
        var sim = try Self.table(["none"])
        let t = sim.apply(.focus("note"))
        // keyboard inset 667 − 409 = 258; visible 0…667 − 258 = 409; row bottom 644 → offset 644 − 409 = 235.
        #expect(t.handlerSteps.first?.strategy == "UITableViewController")
        #expect(sim.value(atPath: "list.adjustedBottom") == .success(258))
        #expect(sim.value(atPath: "list.insetBottom") == .success(0))
        #expect(sim.view(named: "list")?.contentOffset.y == 235)
        #expect(sim.verdict().kind == .visible(clearance: 0))
        _ = sim.apply(.dismiss)
        #expect(sim.value(atPath: "list.adjustedBottom") == .success(0))
    }

    @Test func anInsetOfYourOwnCountsTheKeyboardTwice() throws {
        var sim = try Self.table(["scroll", "list"])
        _ = sim.apply(.focus("note"))
        // Own inset 258 + 20 = 278 on top of UIKit's 258: adjusted 536; the content can
        // scroll 1200 + 536 − 667 = 1069 instead of 791: 278 pt of blank space at the end.
        #expect(sim.value(atPath: "list.insetBottom") == .success(278))
        #expect(sim.value(atPath: "list.adjustedBottom") == .success(536))
    }
}
