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
}
