import KeyboardSim
import Testing
@testable import KeyLab

/// The audit of one device fits a screen: its sequences flow into side-by-side
/// columns as wide as the terminal allows (a one-column table made the
/// real-world lesson's capstone step 48 rows, issue 27).
@Suite struct AuditLayoutTests {
    /// The rows between the device line and the legend.
    static func tableRows(_ output: String) -> [String] {
        let lines = output.removingANSIEscapes.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0 == "on iphone-se:" }),
              let end = lines.firstIndex(where: { $0.hasPrefix("each cell:") }) else { return [] }
        return Array(lines[(start + 1)..<end])
    }

    static func audit(width: Int) -> String {
        let session = Session(environment: SessionEnvironment(width: width))
        _ = session.handle(AuditFixtures.mostCopied)
        for line in AuditFixtures.form { _ = session.handle(line) }
        return session.handle(":audit iphone-se portrait").output
    }

    @Test("at 40 columns one sequence a row; at 80 the same pairs in a third of the rows, none past the edge")
    func flowsToTheWidth() {
        let narrow = Self.tableRows(Self.audit(width: 40))
        let names = narrow.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(narrow.count >= 10 && narrow.allSatisfy { $0.displayWidth <= 40 })
        #expect(names.allSatisfy { name in GauntletSequence.allCases.contains { $0.id == name } }, "\(narrow)")
        let output = Self.audit(width: 80)
        let wide = Self.tableRows(output)
        #expect(wide.count == (narrow.count + 2) / 3, "\(output)")
        #expect(wide.allSatisfy { $0.displayWidth <= 80 })
        for name in names {
            #expect(wide.contains { " \($0) ".contains(" \(name) ") }, "\(name) missing:\n\(output)")
        }
        #expect(output.contains("\non iphone-se:\n"))
    }

    @Test("pairs go down, then across; each column as wide as its own names")
    func flowedColumns() {
        let pairs = [("a", "1"), ("bbb", "2"), ("c", "3"), ("dd", "4"), ("e", "5")]
        let lines = FlowedColumns(pairs: pairs.map { ($0.0, $0.1) }).lines(width: 30)
        #expect(lines == ["a    1   c   3   e  5", "bbb  2   dd  4"])
        #expect(FlowedColumns(pairs: pairs.map { ($0.0, $0.1) }).lines(width: 10).count == 5)
        #expect(FlowedColumns(pairs: []).lines(width: 80).isEmpty)
    }
}
