import Lessons
import Testing
@testable import KeyLab

/// On a narrow terminal an event's explanation breaks where a reader
/// expects: a notification's frames go under its name, and a rectangle's
/// four numbers are never split across two lines.
@Suite struct TraceLineWrapTests {
    private func rotation(width: Int) -> [String] {
        let s = Session(environment: SessionEnvironment(color: false, width: width, language: "en"))
        for line in [":draw off", ":add textfield f 20 600 300 30", ":strategy inset", ":focus f"] { _ = s.handle(line) }
        return s.handle(":rotate landscape").output.split(separator: "\n").map(String.init)
    }

    @Test func at60ColumnsTheFramesGoUnderTheNotificationsName() throws {
        let lines = rotation(width: 60)
        let index = try #require(lines.firstIndex(of: "keyboardWillHide"))
        #expect(lines[index + 1] == "  begin (0, 409, 375, 258)  end (0, 667, 375, 258)")
        #expect(lines.allSatisfy { $0.displayWidth <= 60 })
    }

    @Test func at40ColumnsBeginAndEndTakeALineEach() throws {
        let lines = rotation(width: 40)
        let index = try #require(lines.firstIndex(of: "keyboardWillShow"))
        #expect(Array(lines[(index + 1)...(index + 2)]) == ["  begin (0, 375, 667, 194)", "  end (0, 181, 667, 194)"])
        #expect(lines.allSatisfy { $0.displayWidth <= 40 })
    }

    @Test(arguments: [40, 50, 60]) func noRectangleIsSplit(width: Int) {
        let lines = rotation(width: width)
        // A line never ends inside `(0, 409, …` and never starts with `…, 258)`.
        for (line, next) in zip(lines, lines.dropFirst()) {
            guard let lastParenthesis = line.lastIndex(where: { $0 == "(" || $0 == ")" }), line[lastParenthesis] == "(" else { continue }
            let endsInsideGroup = line[line.index(after: lastParenthesis)...].allSatisfy { "0123456789., ".contains($0) }
            #expect(!endsInsideGroup, "\(width): \(line) / \(next)")
        }
        #expect(lines.contains("  (0, 0, 375, 667) → (0, 0, 667, 375)") || lines.contains { $0.hasSuffix("(0, 0, 375, 667) →") })
    }

    @Test func at80ColumnsNothingChanges() {
        let lines = rotation(width: 80)
        #expect(lines.contains("keyboardWillHide         begin (0, 409, 375, 258)  end (0, 667, 375, 258)"))
    }
}
