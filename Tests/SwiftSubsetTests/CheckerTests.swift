import Testing
import SwiftSubset

/// Compile errors: wording and position as swiftc reports them (see docs/swift-subset-diagnostics.md).
@Suite("Type checker diagnostics")
struct CheckerTests {
    /// The first stderr line of running the source as `main.swift`.
    private func firstError(_ source: String) -> String {
        let result = SwiftProgram.run(source: source, fileName: "main.swift")
        #expect(result.exitCode == 1)
        #expect(result.stdout.isEmpty)
        return String(result.stderr.split(separator: "\n").first ?? "")
    }

    @Test("a let reassigned, plainly and with a compound operator")
    func letReassigned() {
        #expect(firstError("let x = 1\nx = 2") == "main.swift:2:1: error: cannot assign to value: 'x' is a 'let' constant")
        #expect(firstError("let total = 10\ntotal += 5")
            == "main.swift:2:7: error: left side of mutating operator isn't mutable: 'total' is a 'let' constant")
    }

    @Test("the let note suggests var at the declaration")
    func letNote() {
        let stderr = SwiftProgram.run(source: "let x = 1\nx = 2", fileName: "main.swift").stderr
        #expect(stderr.contains("main.swift:1:1: note: change 'let' to 'var' to make it mutable\nlet x = 1\n^~~\nvar\n"))
    }

    @Test("type mismatches in declarations and assignments")
    func mismatches() {
        #expect(firstError("let y: Int = \"hi\"") == "main.swift:1:14: error: cannot convert value of type 'String' to specified type 'Int'")
        #expect(firstError("var x = 1\nx = \"a\"") == "main.swift:2:5: error: cannot assign value of type 'String' to type 'Int'")
        #expect(firstError("let x: Int = 3.5") == "main.swift:1:14: error: cannot convert value of type 'Double' to specified type 'Int'")
    }

    @Test("binary operators need operands of one type")
    func binaryMismatch() {
        #expect(firstError("let a = 1\nlet b = 2.5\nlet c = a + b")
            == "main.swift:3:11: error: binary operator '+' cannot be applied to operands of type 'Int' and 'Double'")
        #expect(firstError("let q = 1.5\nlet r = q % 2")
            == "main.swift:2:11: error: '%' is unavailable: For floating point numbers use truncatingRemainder instead")
    }

    @Test("literals take the type of the other operand")
    func literalInference() {
        let result = SwiftProgram.run(source: "let d = 2.5\nprint(d * 2, 1 + 2.5, 7 / 2)\nlet f: Float = 1 + 2", fileName: "m.swift")
        #expect(result.stdout == "5.0 3.5 3\n")
        #expect(result.exitCode == 0)
    }

    @Test("undeclared names, redeclarations and use before initialisation")
    func names() {
        #expect(firstError("print(w)") == "main.swift:1:7: error: cannot find 'w' in scope")
        #expect(firstError("let x = 1\nlet x = 2") == "main.swift:2:5: error: invalid redeclaration of 'x'")
        #expect(firstError("var x: Int\nprint(x)") == "main.swift:2:7: error: variable 'x' used before being initialized")
    }

    @Test("literals that do not fit the annotated type")
    func literalOverflow() {
        #expect(firstError("let b: Int8 = 300") == "main.swift:1:15: error: integer literal '300' overflows when stored into 'Int8'")
        #expect(firstError("let x: Int = nil") == "main.swift:1:14: error: 'nil' cannot initialize specified type 'Int'")
    }

    @Test("argument labels are checked like swiftc")
    func labels() {
        #expect(firstError("func greet(name: String) {}\ngreet(nam: \"a\")")
            == "main.swift:2:6: error: incorrect argument label in call (have 'nam:', expected 'name:')")
        #expect(firstError("func greet(name: String) {}\ngreet(\"a\")") == "main.swift:2:7: error: missing argument label 'name:' in call")
        #expect(firstError("func greet(_ name: String) {}\ngreet(name: \"a\")") == "main.swift:2:6: error: extraneous argument label 'name:' in call")
        #expect(firstError("func greet(name: String) {}\ngreet()") == "main.swift:2:7: error: missing argument for parameter 'name' in call")
    }

    @Test("a function that can end without returning")
    func missingReturn() {
        #expect(firstError("func f(x: Int) -> Int {\n  if x > 0 { return 1 }\n}")
            == "main.swift:3:1: error: missing return in global function expected to return 'Int'")
    }

    @Test("optionals must be unwrapped before use")
    func optionals() {
        #expect(firstError("let x: Int? = 5\nlet y = x + 1")
            == "main.swift:2:9: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'")
        #expect(firstError("let x = 5\nif let y = x { print(y) }")
            == "main.swift:2:4: error: initializer for conditional binding must have Optional type, not 'Int'")
    }

    @Test("well-known types outside the subset are named as unsupported")
    func unsupportedTypes() {
        #expect(firstError("let x: Codable = 5") == "main.swift:1:8: error: keylab does not support the type 'Codable' yet")
        #expect(firstError("let s = Set<Substring>()") == "main.swift:1:13: error: keylab does not support the type 'Substring' yet")
        #expect(firstError("import Foundation\nlet r = sin(2.0)").hasPrefix("main.swift:2:9: error: keylab does not support Foundation's 'sin'"))
    }

    @Test("independent errors are all reported; follow-on errors and post-type-check errors are not")
    func severalErrors() {
        let source = "let a = 1\nprint(b)\nlet c: Int = \"x\"\nprint(c)\nprint(zz)\nfunc f() -> Int {\n}"
        let errors = SwiftProgram.run(source: source, fileName: "main.swift").stderr
            .split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors == [
            "main.swift:2:7: error: cannot find 'b' in scope",
            "main.swift:3:14: error: cannot convert value of type 'String' to specified type 'Int'",
            "main.swift:5:7: error: cannot find 'zz' in scope",
        ])
    }

    @Test("a compile error anywhere means nothing runs")
    func nothingRuns() {
        let result = SwiftProgram.run(source: "print(\"first\")\nlet x: Int = \"no\"", fileName: "main.swift")
        #expect(result.stdout == "")
        #expect(result.exitCode == 1)
    }

    @Test("constant arithmetic that overflows is a compile error, as in swiftc")
    func constantOverflow() {
        #expect(firstError("let x = Int.max + 1")
            == "main.swift:1:17: error: arithmetic operation '9223372036854775807 + 1' (on type 'Int') results in an overflow")
    }

    @Test("definite initialisation follows both branches of an if")
    func definiteInitialization() {
        let both = SwiftProgram.run(source: "let h = 14\nlet g: String\nif h < 12 {\n    g = \"am\"\n} else {\n    g = \"pm\"\n}\nprint(g)",
                                    fileName: "main.swift")
        #expect(both.stdout == "pm\n")
        #expect(firstError("let flag = true\nlet value: Int\nif flag {\n    value = 1\n}\nprint(value)")
            == "main.swift:6:7: error: constant 'value' used before being initialized")
    }

    @Test("the caret lines up under Korean text")
    func wideCharacters() {
        let stderr = SwiftProgram.run(source: "let 이름 = \"민수\"; let x: Int = \"a\"", fileName: "ko.swift").stderr
        let lines = stderr.split(separator: "\n")
        #expect(lines.first == "ko.swift:1:37: error: cannot convert value of type 'String' to specified type 'Int'")
        #expect(lines.count > 2 && lines[2] == String(repeating: " ", count: 32) + "^~~")
    }
}
