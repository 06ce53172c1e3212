import Testing
import SwiftSubset

/// `==` / `!=` / `<` on a type without the protocol, with the notes swiftc 6.3.1 prints
/// (recorded with `swiftc -typecheck -diagnostic-style llvm`).
@Suite("Operator conformance notes")
struct OperatorConformanceNoteTests {
    @Test("== on a struct without Equatable: the note points into Swift.Equatable")
    func equatableNote() {
        let result = SwiftProgram.run(source: "struct K { var y = 1 }\nprint(K() == K())\n", fileName: "t.swift")
        #expect(result.stderr == """
            t.swift:2:11: error: referencing operator function '==' on 'Equatable' requires that 'K' conform to 'Equatable'
            print(K() == K())
                      ^
            Swift.Equatable:1:17: note: where 'Self' = 'K'
            public protocol Equatable {
                            ^

            """)
    }

    @Test("< names Comparable; != names BinaryInteger's extension, as swiftc settles it")
    func comparableAndNotEqual() {
        let result = SwiftProgram.run(source: "struct K { var y = 1 }\nprint(K() < K())\nprint(K() != K())\n", fileName: "t.swift")
        #expect(result.stderr.contains("""
            Swift.Comparable:1:17: note: where 'Self' = 'K'
            public protocol Comparable : Equatable {
                            ^
            """))
        #expect(result.stderr.contains("""
            t.swift:3:11: error: referencing operator function '!=' on 'BinaryInteger' requires that 'K' conform to 'BinaryInteger'
            print(K() != K())
                      ^
            Swift.BinaryInteger:1:11: note: where 'Self' = 'K'
            extension BinaryInteger {
                      ^
            """))
    }

    @Test("an enum with associated values gets swiftc's second note")
    func associatedValuesNote() {
        let result = SwiftProgram.run(source: "enum E { case a(Int) }\nprint(E.a(1) == E.a(2))\n", fileName: "t.swift")
        #expect(result.stderr.hasSuffix("""
            Swift.Equatable:1:17: note: where 'Self' = 'E'
            public protocol Equatable {
                            ^
            t.swift:2:14: note: binary operator '==' cannot be synthesized for enums with associated values
            print(E.a(1) == E.a(2))
                         ^

            """))
    }

    @Test("a class gets no synthesized ==: swiftc finds no operator for two instances")
    func classOperands() {
        let result = SwiftProgram.run(source: "class C {}\nprint(C() == C())\n", fileName: "t.swift")
        #expect(result.stderr.hasPrefix("t.swift:2:11: error: binary operator '==' cannot be applied to two 'C' operands\n"))
    }

    @Test("the REPL shows the note without a file, under the error")
    func replNote() {
        let output = SwiftREPL().evaluate("struct F { var y = 1.0 }\nF() == F()").output
        #expect(output.contains("note: where 'Self' = 'F'\npublic protocol Equatable {\n                ^\n"))
    }

    @Test("a comparison between mismatched numbers lists no floating-point overload, as swiftc")
    func comparisonOverloads() {
        let mixed = SwiftProgram.run(source: "let a: Int = 1\nlet b: Double = 2\nprint(a > b)\nprint(a + b)\n", fileName: "t.swift")
        #expect(mixed.stderr.contains("t.swift:3:9: note: overloads for '>' exist with these partially matching parameter lists: (Int, Int)\n"))
        #expect(mixed.stderr.contains("t.swift:4:9: note: overloads for '+' exist with these partially matching parameter lists: (Double, Double), (Int, Int)\n"))
        let floats = SwiftProgram.run(source: "let f: Float = 1\nlet d: Double = 2\nprint(f == d)\n", fileName: "t.swift")
        #expect(floats.stderr.contains("error: binary operator '==' cannot be applied to operands of type 'Float' and 'Double'"))
        #expect(!floats.stderr.contains("note:"))
    }
}
