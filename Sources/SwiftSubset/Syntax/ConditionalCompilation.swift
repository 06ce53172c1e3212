/// `#if` / `#elseif` / `#else` / `#endif` blocks, resolved on the tokens before parsing: the
/// active branch's tokens stay, the directives and the other branches go.
///
/// keylab stands for an iOS app built in Xcode's Debug configuration, so `DEBUG` is set,
/// `os(iOS)`, `arch(arm64)` and `targetEnvironment(simulator)` hold, `canImport` holds for the
/// modules keylab has (`UIKit`, `Foundation`, `CoreGraphics`, `Combine`, `RxSwift`, `RxCocoa`,
/// `SnapKit`), and `swift(>=…)` / `compiler(>=…)` compare with 6.3. Any other flag is unset,
/// as it is for swiftc without `-D`.
enum ConditionalCompilation {
    static let importable: Set<String> = ["UIKit", "Foundation", "CoreGraphics", "Combine", "RxSwift", "RxCocoa", "SnapKit", "Swift"]

    /// The tokens with every conditional block resolved.
    static func resolve(_ tokens: [Token]) throws(Diagnostic) -> [Token] {
        guard tokens.contains(where: { $0.kind == .hash }) else { return tokens }
        var out: [Token] = []
        out.reserveCapacity(tokens.count)
        // One entry per open `#if`: whether the branch being read is active, and whether an
        // earlier branch of the block already was.
        var stack: [(active: Bool, taken: Bool, outerActive: Bool)] = []
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            if t.kind == .hash, i + 1 < tokens.count, let word = directiveWord(tokens[i + 1]) {
                let lineEnd = endOfLine(tokens, from: i + 2)
                let condition = Array(tokens[(i + 2)..<lineEnd])
                let outer = stack.last.map { $0.active } ?? true
                switch word {
                case "if":
                    let value = try evaluate(condition, at: t.pos)
                    stack.append((outer && value, value, outer))
                case "elseif":
                    guard let top = stack.popLast() else { throw Diagnostic("#elseif without #if", at: t.pos) }
                    let value = try evaluate(condition, at: t.pos)
                    stack.append((top.outerActive && !top.taken && value, top.taken || value, top.outerActive))
                case "else":
                    guard let top = stack.popLast() else { throw Diagnostic("#else without #if", at: t.pos) }
                    stack.append((top.outerActive && !top.taken, true, top.outerActive))
                default: // endif
                    guard stack.popLast() != nil else { throw Diagnostic("#endif without #if", at: t.pos) }
                }
                i = word == "else" || word == "endif" ? i + 2 : lineEnd
                continue
            }
            if t.kind == .eof {
                if !stack.isEmpty { throw Diagnostic("expected #else or #endif at end of conditional compilation block", at: t.pos) }
                out.append(t)
                break
            }
            if stack.last?.active ?? true { out.append(t) }
            i += 1
        }
        return out
    }

    private static func directiveWord(_ t: Token) -> String? {
        switch t.kind {
        case .keyword(let w) where w == "if" || w == "else": return w
        case .identifier(let w) where w == "elseif" || w == "endif": return w
        default: return nil
        }
    }

    /// The index of the first token on a later line than `from - 1` (the directive's own line ends there).
    private static func endOfLine(_ tokens: [Token], from: Int) -> Int {
        var j = from
        while j < tokens.count, tokens[j].kind != .eof, !tokens[j].newlineBefore { j += 1 }
        return j
    }

    /// A condition: flags, `!`, `&&`, `||`, parentheses and the platform tests.
    private static func evaluate(_ tokens: [Token], at pos: SourcePos) throws(Diagnostic) -> Bool {
        var k = 0
        func primary() throws(Diagnostic) -> Bool {
            guard k < tokens.count else { throw Diagnostic("expected a condition after '#if'", at: pos) }
            let t = tokens[k]
            k += 1
            switch t.kind {
            case .op("!"):
                return !(try primary())
            case .lparen:
                let v = try orExpr()
                if k < tokens.count, tokens[k].kind == .rparen { k += 1 }
                return v
            case .identifier(let name), .keyword(let name):
                guard k < tokens.count, tokens[k].kind == .lparen else { return name == "DEBUG" }
                k += 1
                var argument = ""
                while k < tokens.count, tokens[k].kind != .rparen {
                    switch tokens[k].kind {
                    case .identifier(let a), .keyword(let a), .integer(let a), .float(let a), .op(let a): argument += a
                    case .dot: argument += "."
                    default: break
                    }
                    k += 1
                }
                if k < tokens.count { k += 1 }
                return platformTest(name, argument)
            case .integer(let n):
                return n != "0"
            default:
                throw Diagnostic("unexpected token in a '#if' condition", at: t.pos)
            }
        }
        func andExpr() throws(Diagnostic) -> Bool {
            var v = try primary()
            while k < tokens.count, tokens[k].kind == .op("&&") { k += 1; let r = try primary(); v = v && r }
            return v
        }
        func orExpr() throws(Diagnostic) -> Bool {
            var v = try andExpr()
            while k < tokens.count, tokens[k].kind == .op("||") { k += 1; let r = try andExpr(); v = v || r }
            return v
        }
        return try orExpr()
    }

    private static func platformTest(_ name: String, _ argument: String) -> Bool {
        switch name {
        case "os": return argument == "iOS"
        case "arch": return argument == "arm64"
        case "targetEnvironment": return argument == "simulator"
        case "canImport": return importable.contains(argument)
        case "swift", "compiler":
            // `>=5.9` or `<6`: compared with 6.3.
            let (op, number) = argument.hasPrefix(">=") ? (">=", argument.dropFirst(2)) : argument.hasPrefix("<") ? ("<", argument.dropFirst(1)) : ("", Substring(argument))
            let parts = number.split(separator: ".").map { Int($0) ?? 0 }
            let wanted = (parts.first ?? 0) * 100 + (parts.count > 1 ? parts[1] : 0)
            return op == "<" ? 603 < wanted : 603 >= wanted
        default: return false
        }
    }
}
