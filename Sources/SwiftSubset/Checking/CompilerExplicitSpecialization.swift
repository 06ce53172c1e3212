/// `identity<Int>(3)`: a generic function called with type arguments written out. swiftc 6.3
/// accepts it with only a warning ("cannot explicitly specialize global function") and ignores
/// the written arguments: the types are inferred from the call as usual, so `identity<Double>(3)`
/// is `3`, an `Int`. keylab does the same (the written types must still exist).
extension Compiler {
    func explicitGenericCall(_ templates: [FuncDecl], _ typeArgs: [TypeSyntax], at pos: SourcePos, _ args: [Argument],
                             lparen: SourcePos, rparen: SourcePos, _ e: Expr) throws(Diagnostic) -> Typed {
        for a in typeArgs { _ = try resolveType(a) }
        return try genericCall(templates, args, lparen: lparen, rparen: rparen, e)
    }
}
