import Testing
import SwiftSubset

/// lldb shows at most `target.max-children-count` (256) children per level and then a `...` line
/// at the children's indentation (llvm-project lldb/source/DataFormatters/ValueObjectPrinter.cpp,
/// `GetMaxNumChildrenToPrint` and `PrintChildrenPostamble`); the header keeps the full count.
@Suite("REPL echo limits")
struct REPLEchoLimitTests {
    private func lines(_ range: Range<Int>, pad: String, _ value: (Int) -> String) -> String {
        range.map { "\(pad)[\($0)] = \(value($0))\n" }.joined()
    }

    @Test("an array longer than 256 shows its first 256 elements, then ...")
    func longArray() {
        let repl = SwiftREPL()
        let expected = "a: [Int] = 300 values {\n" + lines(0..<256, pad: "  ") { "\($0 * 2)" } + "  ...\n}\n"
        #expect(repl.evaluate("let a = (0..<300).map { $0 * 2 }").output == expected)
    }

    @Test("exactly 256 elements are all shown, without ...")
    func exactlyTheLimit() {
        let repl = SwiftREPL()
        let expected = "a: [Int] = 256 values {\n" + lines(0..<256, pad: "  ") { "\($0)" } + "}\n"
        #expect(repl.evaluate("let a = (0..<256).map { $0 }").output == expected)
    }

    @Test("nested arrays are cut at each level, ... indented with that level's children")
    func nested() {
        let repl = SwiftREPL()
        let inner = "300 values {\n" + lines(0..<256, pad: "    ") { "\($0)" } + "    ...\n  }"
        let expected = "m: [[Int]] = 257 values {\n" + lines(0..<256, pad: "  ") { _ in inner } + "  ...\n}\n"
        #expect(repl.evaluate("let m = (0..<257).map { _ in (0..<300).map { $0 } }").output == expected)
    }

    @Test("a long array of structs shows 256 blocks; the count stays the full one")
    func structs() {
        let repl = SwiftREPL()
        _ = repl.evaluate("struct P { var x: Int }")
        let block: (Int) -> String = { "{\n    x = \($0)\n  }" }
        let expected = "ps: [P] = 100000 values {\n" + lines(0..<256, pad: "  ", block) + "  ...\n}\n"
        #expect(repl.evaluate("let ps = (0..<100000).map { P(x: $0) }").output == expected)
    }

    @Test("a long set and dictionary end with ... after 256 children")
    func setAndDictionary() {
        let repl = SwiftREPL()
        let set = repl.evaluate("let s = Set(0..<1000)").output
        #expect(set.hasPrefix("s: Set<Int> = 1000 values {\n"))
        #expect(set.hasSuffix("  [255] = \(set.split(separator: "\n")[256].split(separator: " ").last ?? "")\n  ...\n}\n"))
        #expect(set.split(separator: "\n").count == 1 + 256 + 2)
        _ = repl.evaluate("var d: [Int: Int] = [:]")
        _ = repl.evaluate("for i in 0..<1000 { d[i] = i }")
        let dict = repl.evaluate("d").output
        #expect(dict.hasPrefix("$R0: [Int : Int] = 1000 key/value pairs {\n  [0] = {\n    key = "))
        #expect(dict.hasSuffix("  [255] = {\n    key = \(keyOf(dict, 255))\n    value = \(keyOf(dict, 255))\n  }\n  ...\n}\n"))
        #expect(dict.split(separator: "\n").count == 1 + 256 * 4 + 2)
    }

    private func keyOf(_ echo: String, _ index: Int) -> String {
        let rows = echo.split(separator: "\n")
        return String(rows[1 + index * 4 + 1].split(separator: " ").last ?? "")
    }

    @Test("print still prints every element, as Swift does")
    func printIsWhole() {
        let repl = SwiftREPL()
        let out = repl.evaluate("print((0..<300).map { $0 })").output
        #expect(out == "[" + (0..<300).map(String.init).joined(separator: ", ") + "]\n")
    }
}
