import Testing
@testable import KeyboardSim

/// IQKeyboardManager (`minimal`) inside a UITableViewController: its default
/// `disabledDistanceHandlingClasses` holds UITableViewController (IQ #488,
/// #1403, #1700), so only UIKit's own table inset applies.
@Suite("minimal in a UITableViewController")
struct MinimalTableControllerTests {
    static func table() throws -> Simulation {
        var sim = Simulation()
        try sim.addView(kind: .tableview, name: "table", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        try sim.setInsetAdjustment("table", automatic: false)
        try sim.setContentHeight("table", 1200)
        try sim.addView(kind: .textfield, name: "row9", frame: Rect(x: 16, y: 500, width: 343, height: 44), parent: "table")
        try sim.setStrategy(words: ["minimal"])
        return sim
    }

    @Test func iqAddsNothingOfItsOwn() throws {
        var sim = try Self.table()
        let t = sim.apply(.focus("row9"))
        #expect(t.handlerSteps.contains { $0.words == .tableControllerExcluded })
        // UIKit's inset alone: the table's bottom 667 − keyboard top 409 = 258.
        #expect(sim.value(atPath: "table.adjustedBottom") == .success(258))
        #expect(sim.view(named: "table")?.contentInset.bottom == 0)
        // The root is not moved (IQ would have moved it up).
        #expect(sim.frame(of: "view")?.y == 0)
        // UIKit scrolls the row into view: 544 − (667 − 258) = 135; the row then sits
        // at 500 − 135 = 365…409, touching the keyboard.
        #expect(sim.view(named: "table")?.contentOffset.y == 135)
        #expect(sim.verdict().kind == .visible(clearance: 0))
    }

    @Test func aFieldOutsideATableIsStillHandled() throws {
        var sim = try TestScenes.register(strategy: ["minimal"])
        _ = sim.apply(.focus("nickname"))
        // docs/engine.md: min(480, 540 − 399) = 141 → root −141.
        #expect(sim.frame(of: "view")?.y == -141)
    }
}
