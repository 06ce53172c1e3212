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
