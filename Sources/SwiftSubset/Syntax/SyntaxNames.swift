/// Which names a piece of syntax mentions; used to keep one mistake from producing a cascade of
/// follow-on errors (a later use of a declaration that failed is not reported again).
enum SyntaxNames {
    static func mentions(_ stmt: Stmt, _ names: Set<String>) -> Bool {
        switch stmt.kind {
        case .variable(_, _, _, _, let value): return value.map { mentions($0, names) } ?? false
        case .function(let f): return f.body.contains { mentions($0, names) }
        case .expression(let e): return mentions(e, names)
        case .ifStmt(let conds, let then, let otherwise):
            return conds.contains { mentions($0, names) } || then.contains { mentions($0, names) }
                || (otherwise ?? []).contains { mentions($0, names) }
        case .guardStmt(let conds, let otherwise, _):
            return conds.contains { mentions($0, names) } || otherwise.contains { mentions($0, names) }
        case .whileStmt(let conds, let body):
            return conds.contains { mentions($0, names) } || body.contains { mentions($0, names) }
        case .repeatStmt(let body, let cond):
            return mentions(cond, names) || body.contains { mentions($0, names) }
        case .forIn(_, _, let seq, let whereClause, let body):
            return mentions(seq, names) || (whereClause.map { mentions($0, names) } ?? false) || body.contains { mentions($0, names) }
        case .switchStmt(let subject, let cases, _):
            return mentions(subject, names) || cases.contains { c in
                c.patterns.contains { mentions($0, names) } || c.body.contains { mentions($0, names) }
            }
        case .block(let body): return body.contains { mentions($0, names) }
        case .returnStmt(let e): return e.map { mentions($0, names) } ?? false
        case .breakStmt, .continueStmt, .fallthroughStmt, .breakLabel, .continueLabel, .typeAlias: return false
        case .destructure(_, _, _, let value): return mentions(value, names)
        case .forPattern(_, _, let seq, let whereClause, let body):
            return mentions(seq, names) || (whereClause.map { mentions($0, names) } ?? false) || body.contains { mentions($0, names) }
        case .labeled(_, _, let inner): return mentions(inner, names)
        case .labeledBody(_, let body): return body.contains { mentions($0, names) }
        case .typeDeclaration, .deferStmt, .doCatch: return false
        case .throwStmt(let e): return mentions(e, names)
        }
    }

    static func mentions(_ c: Condition, _ names: Set<String>) -> Bool {
        switch c {
        case .expr(let e): return mentions(e, names)
        case .binding(_, let name, _, _, let value, _): return value.map { mentions($0, names) } ?? names.contains(name)
        case .pattern(_, let value, _): return mentions(value, names)
        }
    }

    static func mentions(_ e: Expr, _ names: Set<String>) -> Bool {
        switch e.kind {
        case .name(let n): return names.contains(n)
        case .integer, .float, .bool, .nilLiteral, .implicitMember, .typeExpr, .unsupported, .magic, .bindingPattern: return false
        case .string(let parts):
            return parts.contains { if case .expr(let x) = $0 { return mentions(x, names) }; return false }
        case .tryExpr(let x, _), .typeCast(let x, _, _, _): return mentions(x, names)
        case .castPattern: return false
        case .switchExpression(let s): return mentions(s, names)
        case .prefix(_, let x), .forceUnwrap(let x), .optionalChain(let x), .paren(let x), .coerce(let x, _),
             .partialRangeFrom(let x), .partialRangeUpTo(let x, _), .member(let x, _, _):
            return mentions(x, names)
        case .binary(_, let a, let b, _), .assign(_, let a, let b, _): return mentions(a, names) || mentions(b, names)
        case .ternary(let a, let b, let c): return mentions(a, names) || mentions(b, names) || mentions(c, names)
        case .call(let f, let args, _), .subscriptAccess(let f, let args):
            return mentions(f, names) || args.contains { mentions($0.value, names) }
        case .array(let items): return items.contains { mentions($0, names) }
        case .dictionary(let pairs): return pairs.contains { mentions($0.0, names) || mentions($0.1, names) }
        case .tuple(let items): return items.contains { mentions($0.value, names) }
        case .tupleIndex(let x, _, _), .inoutArgument(let x), .patternBinding(let x, _), .optionalPattern(let x):
            return mentions(x, names)
        case .closure(let c): return c.body.contains { mentions($0, names) }
        case .operatorFunction: return false
        }
    }
}
