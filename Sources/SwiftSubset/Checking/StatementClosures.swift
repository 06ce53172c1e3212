/// A statement that begins with `{`: a closure expression in Swift. It is valid inside a function
/// when it is called (`{ … }()`) or is the single expression a body returns (`func f() -> () -> Int
/// { { 6 } }`); swiftc rejects it at the top level and when the closure is left unused.
extension Compiler {
    /// swiftc's error for a top-level statement whose first token is the `{` of a closure.
    func checkTopLevelClosureStatement(_ e: Expr) throws(Diagnostic) {
        guard function == nil, scopes.isEmpty, Compiler.beginsWithClosure(e) else { return }
        throw Diagnostic("top-level statement cannot begin with a closure expression", at: e.pos)
    }

    static func beginsWithClosure(_ e: Expr) -> Bool {
        switch e.kind {
        case .closure: return true
        case .call(let b, _, _), .member(let b, _, _), .subscriptAccess(let b, _), .tupleIndex(let b, _, _),
             .forceUnwrap(let b), .optionalChain(let b), .binary(_, let b, _, _), .assign(_, let b, _, _),
             .ternary(let b, _, _), .typeCast(let b, _, _, _), .coerce(let b, _):
            return beginsWithClosure(b)
        default: return false
        }
    }
}

extension Compiler {
    /// The "cannot find 'x' in scope" error of a closure body checked without parameters, if any.
    func unknownNameInClosureBody(_ c: ClosureExpr, _ e: Expr) -> Diagnostic? {
        let bare = ClosureExpr(params: [], returnType: c.returnType, body: c.body, captureList: c.captureList,
                               closingBrace: c.closingBrace, signaturePos: c.signaturePos, paramListPos: c.paramListPos)
        do {
            _ = try closureLiteral(bare, params: [], result: nil, e)
        } catch {
            if error.message.hasPrefix("cannot find '") && error.message.hasSuffix("' in scope") { return error }
        }
        return nil
    }
}
