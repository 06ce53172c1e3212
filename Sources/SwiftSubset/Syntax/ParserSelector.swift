extension Parser {
    /// `#selector(name)`, `#selector(name(_:with:))`, `#selector(self.name)`, `#selector(Type.name(_:))`.
    ///
    /// Parsed as a call of the magic callee `#selector` with one argument: a name or a member whose
    /// name carries the labels written (`name(_:with:)`), which Checking/Selectors.swift resolves.
    mutating func selectorExpression() throws(Diagnostic) -> Expr {
        let p = current.pos
        advance()
        advance()
        try expect(.lparen, "'(' following '#selector'")
        if case .identifier(let w) = current.kind, w == "getter" || w == "setter", peekKind() == .colon {
            throw Diagnostic.unsupported("'#selector(\(w):)'", at: current.pos)
        }
        var path: [(String, SourcePos)] = []
        while true {
            let namePos = current.pos
            switch current.kind {
            case .identifier(let n): path.append((n, namePos))
            case .keyword("self"): path.append(("self", namePos))
            default: throw expected("expression naming a method within '#selector(...)'")
            }
            advance()
            guard current.kind == .dot else { break }
            advance()
        }
        var last = path.removeLast()
        if current.kind == .lparen {
            advance()
            var labels = ""
            while current.kind != .rparen {
                switch current.kind {
                case .identifier(let l): labels += l
                case .keyword(let l): labels += l
                case .op("_"): labels += "_"
                default: throw expected("argument label within '#selector(...)'")
                }
                advance()
                try expect(.colon, "':' after an argument label")
                labels += ":"
            }
            advance()
            last.0 += "(" + labels + ")"
        }
        let rparen = current.pos
        try expect(.rparen, "')' to complete '#selector' expression")
        let end = previous.endOffset
        var inner: Expr
        if let first = path.first {
            inner = Expr(.name(first.0), first.1, end: first.1.offset + first.0.utf8.count)
            for part in path.dropFirst() { inner = Expr(.member(inner, part.0, namePos: part.1), inner.pos, end: part.1.offset + part.0.utf8.count) }
            inner = Expr(.member(inner, last.0, namePos: last.1), inner.pos, end: rparen.offset)
        } else {
            inner = Expr(.name(last.0), last.1, end: rparen.offset)
        }
        return Expr(.call(Expr(.magic("#selector"), p, end: p.offset + 9), [Argument(label: nil, value: inner)], rparen: rparen), p, end: end)
    }
}
