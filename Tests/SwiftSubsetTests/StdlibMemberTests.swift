import Testing
import SwiftSubset

/// Standard-library and Foundation members (Checking/SliceMembers.swift,
/// NumericMembers.swift, StringIndexMembers.swift, FoundationMembers.swift).
/// Exact outputs are checked against swift by the differential corpus
/// (1330-1399); here are the properties of random values, which no recorded
/// output can check, and the refusals by name.
@Suite("Standard-library members")
struct StdlibMemberTests {
    private func run(_ source: String) -> ProgramResult {
        SwiftProgram.run(source: source, fileName: "main.swift")
    }

    private func lines(_ source: String) -> [String] {
        let result = run(source)
        #expect(result.exitCode == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test("Int.random(in:) stays in its range and reaches both ends")
    func intRandom() {
        let values = lines("for _ in 0..<400 { print(Int.random(in: 1...6)) }").compactMap { Int($0) }
        #expect(values.count == 400)
        #expect(values.allSatisfy { (1...6).contains($0) })
        #expect(Set(values) == Set(1...6), "400 throws of a die missed a face: \(Set(values).sorted())")
        let halfOpen = lines("for _ in 0..<200 { print(Int.random(in: 0..<3)) }").compactMap { Int($0) }
        #expect(halfOpen.allSatisfy { (0..<3).contains($0) })
    }

    @Test("Double.random(in:), Float.random(in:) and Bool.random()")
    func otherRandoms() {
        let doubles = lines("for _ in 0..<200 { print(Double.random(in: 2.0..<3.0)) }").compactMap { Double($0) }
        #expect(doubles.count == 200 && doubles.allSatisfy { $0 >= 2 && $0 < 3 })
        #expect(Set(doubles).count > 150, "random doubles repeat too often")
        let floats = lines("print(type(of: Float.random(in: 0...1)), Float.random(in: 0...1) <= 1)")
        #expect(floats == ["Float true"])
        let bools = lines("for _ in 0..<200 { print(Bool.random()) }")
        #expect(Set(bools) == ["true", "false"])
    }

    @Test("an empty range traps as Swift does")
    func emptyRange() {
        let result = run("print(Int.random(in: 5..<5))")
        #expect(result.exitCode == 132)
        #expect(result.stderr.contains("Fatal error: Can't get random value with an empty range"))
    }

    @Test("shuffled() keeps the elements; randomElement() picks one of them")
    func shuffledAndRandomElement() {
        let out = lines("""
        let deck = Array(1...20)
        for _ in 0..<50 {
            let s = deck.shuffled()
            print(s.count == 20 && s.sorted() == deck, deck.contains(deck.randomElement()!))
        }
        print([Int]().randomElement() as Any, "".randomElement() as Any)
        print((1...3).randomElement()! <= 3, (4..<4).randomElement() as Any)
        """)
        #expect(out.dropLast(2).allSatisfy { $0 == "true true" })
        #expect(out.suffix(2) == ["nil nil", "true nil"])
        // 50 shuffles of 20 cards are not all the identity.
        let orders = Set(lines("for _ in 0..<50 { print(Array(1...20).shuffled()) }"))
        #expect(orders.count > 1)
    }

    @Test("String(format:) follows C's printf, including exact rounding")
    func stringFormat() {
        let out = lines("""
        import Foundation
        print(String(format: "%.2f|%.0f|%.0f|%5d|%-4d|%03d|%x|%X|%o|%c", 2.675, 2.5, 3.5, 42, 7, 7, 255, 255, 8, 65))
        print(String(format: "%e|%.3e|%g|%g|%G", 12345.678, 0.00012345, 0.0001, 1e20, 1e-10))
        print(String(format: "%@ has %d items costing %.2f%%", "cart", 3, 12.5))
        print(String(format: "%d|%ld", Int.max, Int.max))
        """)
        #expect(out == [
            "2.67|2|4|   42|7   |007|ff|FF|10|A",
            "1.234568e+04|1.234e-04|0.0001|1e+20|1E-10",
            "cart has 3 items costing 12.50%",
            "-1|9223372036854775807",
        ])
    }

    @Test("String(format:) refuses what Swift would print as garbage or crash on")
    func stringFormatRefusals() {
        for source in [
            "import Foundation\nprint(String(format: \"%d\", 2.5))",
            "import Foundation\nprint(String(format: \"%@\", 42))",
            "import Foundation\nprint(String(format: \"%s\", \"text\"))",
            "import Foundation\nprint(String(format: \"%d %d\", 1))",
            "import Foundation\nlet f = \"%d\"\nprint(String(format: f, 1))",
        ] {
            let result = run(source)
            #expect(result.exitCode == 1)
            #expect(result.stderr.contains("error: keylab does not support"), "\(source): \(result.stderr)")
            #expect(result.unsupportedConstruct != nil)
        }
    }

    @Test("members and arguments keylab lacks are refused by name, never ignored")
    func refusedByName() {
        for (source, construct) in [
            ("print(\"a b\".split(whereSeparator: { $0 == \" \" }))", "'split(whereSeparator:)'"),
            ("print([1, 2].prefix(upTo: 1))", "'prefix(upTo:)'"),
            ("print([1, 2].shuffled(using: &g))", "'shuffled(using:)'"),
            ("let s = \"ab\"\nprint(s.index(s.startIndex, offsetBy: 1, limitedBy: s.endIndex) as Any)", "'limitedBy:'"),
            ("import Foundation\nprint(\"a\".trimmingCharacters(in: .punctuationCharacters))", "CharacterSets"),
            ("print([1, 2].dropFirst()[1])", "subscripts on an ArraySlice"),
        ] {
            let result = run(source)
            #expect(result.exitCode == 1, "\(source)")
            #expect(result.stderr.contains("keylab does not support") && result.stderr.contains(construct), "\(source): \(result.stderr)")
        }
    }

    @Test("split honours maxSplits and omittingEmptySubsequences together")
    func split() {
        let out = lines("""
        print(",a,,b,".split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false))
        print("a,,b".split(separator: ",", omittingEmptySubsequences: true))
        print("k=v=w".split(separator: "=", maxSplits: 1))
        print(type(of: "a b".split(separator: " ")))
        """)
        #expect(out == ["[\"\", \"a\", \",b,\"]", "[\"a\", \"b\"]", "[\"k\", \"v=w\"]", "Array<Substring>"])
    }

    @Test("a UTF-8 byte-order mark starts a file without changing its columns")
    func byteOrderMark() {
        let result = run("\u{FEFF}let x: Int = \"a\"")
        #expect(result.stderr.hasPrefix("main.swift:1:17: error: cannot convert value of type 'String' to specified type 'Int'"))
        #expect(run("\u{FEFF}print(\"hi\")").stdout == "hi\n")
    }
}
