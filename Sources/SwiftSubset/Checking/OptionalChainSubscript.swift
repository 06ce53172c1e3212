/// `userInfo?[key]` and `items?[0]`: a subscript read through optional chaining, the way UIKit
/// code reads `notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey]`. The optional is
/// evaluated once; nil gives nil, otherwise the subscript's result, made optional (a dictionary's
/// `Value?` is not wrapped twice).
extension Compiler {
    func optionalChainSubscript(_ inner: Expr, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        let b = try expression(inner, nil)
        guard case .optional(let wrapped) = b.type else {
            throw Diagnostic("cannot use optional chaining on non-optional value of type '\(b.type.name)'", at: inner.pos)
        }
        let code = b.code
        let line = e.pos.line
        switch wrapped {
        case .dictionary(let kt, let vt):
            guard args.count == 1, args[0].label == nil else { throw Diagnostic("no exact matches in call to subscript", at: e.pos) }
            let kc = try convert(try expression(args[0].value, kt), to: kt, args[0].value, context: .argument)
            return Typed(type: .optional(vt), code: { i throws(RuntimeFailure) in
                guard case .some(let w) = try code(i), case .dictionary(let dict) = w else { return .none }
                return dict.lookup(try kc(i)).map { .some($0) } ?? .none
            })
        case .array(let el):
            guard args.count == 1, args[0].label == nil else { throw Diagnostic("no exact matches in call to subscript", at: e.pos) }
            let ic = try convert(try expression(args[0].value, .int), to: .int, args[0].value, context: .argument)
            let flatten = el.isOptional
            return Typed(type: flatten ? el : .optional(el), code: { i throws(RuntimeFailure) in
                guard case .some(let w) = try code(i), case .array(let arr) = w else { return .none }
                let k = (try ic(i)).asInt
                guard k >= 0 && k < arr.count else { throw .fatal("Index out of range", line: line) }
                return flatten ? arr[k] : .some(arr[k])
            })
        default:
            throw Diagnostic.unsupported("optional chaining into a subscript of '\(wrapped.name)'", at: e.pos)
        }
    }
}
