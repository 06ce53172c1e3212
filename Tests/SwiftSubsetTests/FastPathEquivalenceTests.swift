@testable import SwiftSubset
import Testing

/// The interpreter's general speed-ups (issue 26) must give Swift's answers exactly: the ASCII
/// byte paths against `Character`'s and `String`'s own algorithms, the hash index against
/// insertion, look-up and removal orders, and in-place path reads against Swift's evaluation order.
@Suite("Fast paths give Swift's answers")
struct FastPathEquivalenceTests {
    private func run(_ source: String) -> ProgramResult {
        SwiftProgram.run(source: source, fileName: "main.swift")
    }

    @Test("ASCII classification agrees with Character's properties for all 128 ASCII characters and \\r\\n")
    func classification() {
        var all = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        all += ["\r\n", "é", "e\u{301}", "Ж", "٣", "\u{212A}", " ", "\u{00A0}"]
        for c in all {
            #expect(ASCIIText.isLetter(c) == c.isLetter, "isLetter \(c.unicodeScalars.map(\.value))")
            #expect(ASCIIText.isNumber(c) == c.isNumber, "isNumber \(c.unicodeScalars.map(\.value))")
            #expect(ASCIIText.isUppercase(c) == c.isUppercase, "isUppercase \(c.unicodeScalars.map(\.value))")
            #expect(ASCIIText.isLowercase(c) == c.isLowercase, "isLowercase \(c.unicodeScalars.map(\.value))")
            #expect(ASCIIText.isWhitespace(c) == c.isWhitespace, "isWhitespace \(c.unicodeScalars.map(\.value))")
        }
    }

    @Test("byte-level split and contains agree with String's, including \\r\\n and combining marks")
    func splitAndContains() {
        let texts = ["a,b,,c,", ",,", "", "x", "a\r\nb\nc\r\n", "line\none\n\nend", "é,e\u{301},x", "a,\u{301}b,c",
                     "one two  three ", "\r\r\n\n", "no separators"]
        let separators: [Character] = [",", "\n", "\r", " ", "\r\n", "é", "x"]
        for t in texts {
            for c in separators {
                for maxSplits in [0, 1, 2, Int.max] {
                    for omit in [true, false] {
                        let want = t.split(separator: c, maxSplits: maxSplits, omittingEmptySubsequences: omit).map(String.init)
                        if let got = ASCIIText.split(t, c, maxSplits: maxSplits, omittingEmpty: omit) {
                            #expect(got.map(\.asString) == want, "\(t.debugDescription) split at \(c.debugDescription)")
                        }
                    }
                }
                if let got = ASCIIText.contains(t, c) {
                    #expect(got == t.contains(c), "\(t.debugDescription) contains \(c.debugDescription)")
                }
            }
        }
        for t in texts {
            for p in ["", "a", ",b", "a\r\n", "\nb", "ne", "three ", "no separators!", "e\u{301}"] {
                if let got = ASCIIText.contains(t, text: p) {
                    #expect(got == (p.isEmpty || Compiler.characterSearch(t, p)), "\(t.debugDescription) contains \(p.debugDescription)")
                }
            }
        }
        for t in texts + ["\r\n\r\n", "a\rb", "e\u{301}e"] {
            #expect(ASCIIText.count(t) == t.count, "count of \(t.debugDescription)")
        }
        // The byte path applies to ASCII text with a one-byte separator that stands alone.
        #expect(ASCIIText.split("a,b", ",", maxSplits: .max, omittingEmpty: true) != nil)
        #expect(ASCIIText.split("a\r\nb", "\n", maxSplits: .max, omittingEmpty: true) == nil)
        #expect(ASCIIText.split("é,b", ",", maxSplits: .max, omittingEmpty: true) == nil)
    }

    @Test("sets and dictionaries keep insertion order through growth, removal and re-insertion")
    func hashIndexOrder() {
        let result = run("""
        var s = Set<Int>()
        for i in 0..<1000 { s.insert(i * 7 % 1000) }
        for i in stride(from: 0, to: 1000, by: 3) { s.remove(i) }
        s.insert(3); s.insert(999)
        var order: [Int] = []
        for x in s { order.append(x) }
        print(s.count, s.contains(3), s.contains(6), order[0], order[4], order[order.count - 3], order[order.count - 1])
        var d: [String: Int] = [:]
        for i in 0..<500 { d["k\\(i % 50)", default: 0] += i }
        d["k7"] = nil
        d["k7"] = 1
        d["k8"] = nil
        let keys = Array(d.keys)
        print(d.count, d["k7"] ?? -1, d["k8"] ?? -1, d["k49"] ?? -1, keys[keys.count - 2], keys[keys.count - 1])
        var z: Set<Double> = [0.0]
        print(z.insert(-0.0).inserted, z.contains(-0.0), Set(["K", "\\u{212A}"]).count)
        struct P: Hashable { var x: Int; var y: String }
        var ps: Set<P> = []
        for i in 0..<20 { ps.insert(P(x: i % 5, y: "\\(i % 2)")) }
        print(ps.count, ps.contains(P(x: 4, y: "0")), ps.contains(P(x: 4, y: "2")))
        enum E: Hashable { case a(Int), b(String?) }
        let es: Set<E> = [.a(1), .a(1), .b(nil), .b("x"), .b(nil)]
        print(es.count, es.contains(.b(nil)), es.contains(.a(2)))
        """)
        #expect(result.exitCode == 0, "\(result.stderr)")
        // keylab keeps insertion order (docs/decisions.md); the counts and answers are swift's.
        #expect(result.stdout == """
        668 true false 7 49 986 999
        49 1 -1 2740 k49 k7
        false true 1
        10 true false
        3 true false

        """)
    }

    @Test("a path read evaluates its subscripts before it reads the variable, and traps as a subscript does")
    func pathReadOrder() {
        let result = run("""
        struct V { var x: Double; var y: Double }
        struct P { var pos: V; var tags: [Int] }
        var ps = [P(pos: V(x: 1, y: 2), tags: [1, 2]), P(pos: V(x: 3, y: 4), tags: [5])]
        func pick() -> Int { ps[0].pos.x = 10; return 0 }
        print(ps[pick()].pos.x, ps[1].tags[0], ps[0].tags[1])
        var grid = [[1, 2], [3, 4]]
        let row = grid[1]
        grid[1][0] = 9
        print(row[0], grid[1][0], grid[0][1])
        print(ps[1].tags[1])
        """)
        #expect(result.stdout == "10.0 5 2\n3 9 2\n")
        #expect(result.exitCode == 132)
        #expect(result.stderr.contains("Fatal error: Index out of range"))
    }

    @Test("a switch over an enum starts at the first case that may match, keeping order, where and fallthrough")
    func enumSwitchOrder() {
        // Recorded with swift 6.3.1.
        let result = run("""
        enum Op { case push(Int), add, jump(Int), halt }
        func describe(_ o: Op) -> String {
            var s = ""
            switch o {
            case .jump(let t) where t < 0: s = "back \\(t)"
            case .push(let v) where v > 100: s = "big \\(v)"
            case .add: fallthrough
            case .halt: s = "simple"
            case .push(let v): s = "push \\(v)"
            case _: s = "other"
            }
            return s
        }
        var line: [String] = []
        for o in [Op.push(5), .push(500), .add, .halt, .jump(-2), .jump(3)] { line.append(describe(o)) }
        print(line.joined(separator: ", "))
        """)
        #expect(result.stdout == "push 5, big 500, simple, simple, back -2, other\n", "\(result.stderr)")
    }
}
