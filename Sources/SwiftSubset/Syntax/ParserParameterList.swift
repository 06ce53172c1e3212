extension Parser {
    /// The parameters after `(` up to and including `)`, separated by commas:
    /// functions, initializers and their protocol requirements share it.
    mutating func parameterList() throws(Diagnostic) -> [Parameter] {
        var params: [Parameter] = []
        while current.kind != .rparen {
            params.append(try parameter())
            if current.kind == .comma { advance() } else if current.kind != .rparen { throw expected("',' separator") }
        }
        advance()
        return params
    }

    /// A subscript's parameters after `(` up to and including `)`: one name
    /// is the parameter's name only, so a subscript parameter has no label then.
    mutating func subscriptParameterList() throws(Diagnostic) -> [Parameter] {
        var params: [Parameter] = []
        while current.kind != .rparen {
            let labelPos = current.pos
            var param = try parameter()
            if param.pos == labelPos { param.label = nil }
            params.append(param)
            if current.kind == .comma { advance() } else if current.kind != .rparen { throw expected("',' separator") }
        }
        advance()
        return params
    }
}
