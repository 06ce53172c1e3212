/// Access modifiers on declarations outside types: `private func helper()`, `fileprivate let x`,
/// `public var y`, `private(set) var z`.
///
/// keylab runs one file, where `private`, `fileprivate`, `internal` and `public` at the top level
/// (or in a function body, where swiftc rejects them itself) change nothing a program can see, so
/// the modifier is read and dropped. Inside types, members keep their modifiers (MemberModifiers),
/// since `private` there hides a member from code outside the type.
extension Parser {
    static let topLevelAccessWords: Set<String> = ["private", "fileprivate", "internal", "public"]

    /// Skips access modifiers (and a `(set)` after one) when a `func`, `let`, `var` or `typealias`
    /// follows them. Type declarations skip their own (startsTypeDeclaration).
    mutating func skipAccessModifiersOnDeclaration() {
        guard typeNesting.isEmpty else { return }
        var k = 0
        while case .keyword(let w) = peekKind(k), Parser.topLevelAccessWords.contains(w) {
            k += 1
            if peekKind(k) == .lparen, case .identifier("set") = peekKind(k + 1), peekKind(k + 2) == .rparen { k += 3 }
        }
        guard k > 0, case .keyword(let w) = peekKind(k), ["func", "let", "var", "typealias"].contains(w) else { return }
        for _ in 0..<k { advance() }
    }
}

/// Refusals by name for declarations the statement and expression parsers would otherwise
/// misread. Kept out of line: `statement()` and the primary-expression parser recurse once per
/// nesting level, and every local they hold costs stack at each level.
extension Parser {
    /// `#stringify(x)`, `#warning("…")`: a freestanding macro is named as one (the Macros
    /// chapter); any other `#` is a compiler directive.
    @inline(never)
    func hashRefusal(at p: SourcePos) -> Diagnostic {
        if case .identifier(let name) = peekKind(), !["if", "elseif", "else", "endif", "sourceLocation"].contains(name) {
            return Diagnostic.unsupported("macros ('#\(name)')", at: p)
        }
        return Diagnostic.unsupported("compiler directives", at: p)
    }

    /// `infix operator +- : AdditionPrecedence`, `precedencegroup Power { … }`: declarations
    /// swift accepts, not an expression followed by junk.
    @inline(never)
    func operatorDeclarationRefusal(at p: SourcePos) -> Diagnostic? {
        guard case .identifier(let word) = current.kind else { return nil }
        if ["infix", "prefix", "postfix"].contains(word), peekKind() == .keyword("operator") {
            return Diagnostic.unsupported("custom operators", at: p)
        }
        if word == "precedencegroup", case .identifier = peekKind(), peekKind(2) == .lbrace {
            return Diagnostic.unsupported("precedence groups", at: p)
        }
        return nil
    }
}
