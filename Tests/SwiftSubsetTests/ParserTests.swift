import Testing
@testable import SwiftSubset

@Suite("Parser")
struct ParserTests {
    private func parse(_ source: String) throws -> [Stmt] {
        try Parser.parse(Array(source.utf8))
    }

    private func error(_ source: String) -> String {
        do {
            _ = try parse(source)
            return ""
        } catch let d as Diagnostic {
            return d.message
        } catch {
            return "\(error)"
        }
    }

    @Test("multiplication binds tighter than addition")
    func precedence() throws {
        let stmts = try parse("1 + 2 * 3")
        guard case .expression(let e) = stmts[0].kind, case .binary(.add, _, let rhs, _) = e.kind,
              case .binary(.multiply, _, _, _) = rhs.kind else {
            Issue.record("wrong tree")
            return
        }
    }

    @Test("statements are separated by newlines or semicolons")
    func separators() throws {
        #expect(try parse("let a = 1\nlet b = 2; let c = 3").count == 3)
        #expect(error("let a = 1 let b = 2") == "consecutive statements on a line must be separated by ';'")
    }

    @Test("functions with labels, defaults and a return type")
    func function() throws {
        let stmts = try parse("func greet(_ name: String, times: Int = 2) -> String { return name }")
        guard case .function(let f) = stmts[0].kind else {
            Issue.record("not a function")
            return
        }
        #expect(f.params.map(\.label) == [nil, "times"])
        #expect(f.params.map(\.name) == ["name", "times"])
        #expect(f.params[1].defaultValue != nil)
    }

    @Test("constructs outside the subset name themselves")
    func unsupported() {
        #expect(error("protocol P<T> {}") == "keylab does not support generic protocols yet")
        #expect(error("struct S { static subscript(i: Int) -> Int { get { i } set { } } }") == "keylab does not support static subscripts with a setter yet")
        #expect(error("protocol P { associatedtype T = Int }") == "keylab does not support default types of associated types yet")
        #expect(error("let f = { [unowned(unsafe) self] in 1 }") == "keylab does not support unowned references yet")
        #expect(error("protocol P { associatedtype T where T == Int }") == "keylab does not support 'where' clauses on associated types other than the type's own conformances yet")
        #expect(error("struct S { associatedtype T }") == "keylab does not support associated types outside protocols yet")
    }

    @Test("20,000 nested parentheses are an error, not a crash")
    func deepNesting() {
        let source = "let x = " + String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000)
        #expect(error(source) == "structure nesting level exceeded maximum of 256")
        let chain = "let y = 1" + String(repeating: " + 1", count: 20_000)
        #expect(error(chain).contains("nested more than"))
        let subscripts = "let z = a" + String(repeating: "[0]", count: 20_000)
        #expect(error(subscripts).contains("nested more than"))
    }

    @Test("a missing closing parenthesis points at the end of input")
    func missingParen() {
        #expect(error("print(\"hi\"\n") == "expected ')' in expression list")
    }
}
