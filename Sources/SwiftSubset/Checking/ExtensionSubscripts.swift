/// `extension Int { subscript(digitIndex: Int) -> Int { … } }` and `extension String {
/// subscript(offset: Int) -> Character { … } }`: a subscript declared in an extension of a standard
/// type is a method of the extension's host, called with the brackets' arguments. It is chosen when
/// its labels fit the arguments, before the type's own subscripts (as Swift prefers the more
/// specific declaration: a `String` subscript taking an `Int` exists only in the extension).
extension Compiler {
    func extensionSubscriptGet(_ base: Expr, _ type: SType, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed? {
        guard let host = extensionHost(for: type), let ms = host.methods["subscript"],
              ms.contains(where: { labelsMatch($0.function, args) }) else { return nil }
        return try nominalMethodCall(base, "subscript", namePos: e.pos, args, callee: e, rparen: e.pos, e)
    }
}
