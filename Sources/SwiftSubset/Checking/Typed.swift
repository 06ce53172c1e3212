/// A checked expression: its type, the code that computes it and, for literals, its constant value.
struct Typed {
    var type: SType
    var code: Code
    var constant: Value? = nil
    var isNilLiteral = false
    /// For a plain variable read: its slot, so a stored property can be read in place (no copy of the struct).
    var slot: Slot? = nil
    /// For a stored `Int`-or-other property of a struct held in a local slot: where, so an `Int`
    /// operator can read it in place (FusedIntOperators.swift).
    var localField: (slot: Int, index: Int)? = nil
    /// For an `Int` comparison: the same test returning `Bool` directly, for `if`/`while`/`guard`
    /// conditions (set only by `binaryOperator`; `boolCondition` uses it for a written comparison).
    var condition: ((Interpreter) throws(RuntimeFailure) -> Bool)? = nil
    /// For a `Bool` test of `Int`, `Double` or `String` keys read in place (comparisons joined by
    /// `&&`, `||`, `!`): its shape, so a sort's comparator can be evaluated without calls (SortKeyTest.swift).
    var keyTest: SortKeyTest? = nil
    /// For a read through array subscripts and struct stored properties of a variable: the path,
    /// so a longer path can be read in place too (PlainPathRead.swift).
    var readPath: PlainReadPath? = nil
}

/// Where a value is being converted to a type; decides swiftc's wording.
enum ConversionContext {
    case specified, assignment, argument, returnValue, element, dictionaryKey, dictionaryValue
    /// A value returned from a closure.
    case closureResult
}

extension Compiler {
    /// Converts a checked expression to a target type (wrapping into Optional as Swift does) or reports swiftc's error.
    func convert(_ t: Typed, to target: SType, _ e: Expr, context: ConversionContext) throws(Diagnostic) -> Code {
        if t.type == target { return t.code }
        if let code = tupleConversion(t, to: target) { return code }
        if let upcast = classUpcast(t, to: target) { return upcast }
        if let wrapped = try existentialConversion(t, to: target) { return wrapped }
        if t.isNilLiteral {
            if target.isOptional { return { _ in .none } }
            let message: String
            var notes: [DiagnosticNote] = []
            switch context {
            case .specified:
                message = "'nil' cannot initialize specified type '\(target.name)'"
            case .assignment: message = "'nil' cannot be assigned to type '\(target.name)'"
            case .argument: message = "'nil' is not compatible with expected argument type '\(target.name)'"
            case .returnValue: message = "'nil' is incompatible with return type '\(target.name)'"
            default: message = "'nil' is not compatible with expected element type '\(target.name)'"
            }
            if context == .specified { notes = [] }
            throw Diagnostic(message, at: e.pos, length: e.length, notes: notes)
        }
        if case .optional(let wrapped) = target, wrapped == t.type {
            let code = t.code
            return { i throws(RuntimeFailure) in .some(try code(i)) }
        }
        if case .optional(let wrapped) = target, case .optional = wrapped, !t.type.isOptional,
           let inner = try? convert(t, to: wrapped, e, context: context) {
            // `let x: Int?? = 4`: wrapped once per level.
            return { i throws(RuntimeFailure) in .some(try inner(i)) }
        }
        if case .optional(let wrapped) = t.type, wrapped == target {
            if isImplicitlyUnwrapped(e) { return try expression(implicitlyUnwrapping(e), target).code }
            throw chainedOptionalDiagnostic(t.type, e, context: context) ?? unwrapDiagnostic(t.type, e)
        }
        let from = t.type.name, to = target.name
        if target == .bool, case .integer(let text) = e.kind, text == "0" || text == "1" {
            throw Diagnostic("integer literal value '\(text)' cannot be used as a boolean; did you mean '\(text == "1" ? "true" : "false")'?",
                             at: e.pos, length: e.length)
        }
        if case .closure = e.kind, case .function(_, let want) = target, case .function(_, let have) = t.type, have != want {
            throw Diagnostic("cannot convert value of type '\(have.name)' to closure result type '\(want.name)'", at: e.pos, length: e.length)
        }
        if let d = protocolConformanceDiagnostic(t, to: target, e, context: context) { throw d }
        let message: String
        switch context {
        case .specified: message = "cannot convert value of type '\(from)' to specified type '\(to)'"
        case .assignment: message = "cannot assign value of type '\(from)' to type '\(to)'"
        case .argument: message = "cannot convert value of type '\(from)' to expected argument type '\(to)'"
        case .returnValue: message = "cannot convert return expression of type '\(from)' to return type '\(to)'"
        case .element: message = "cannot convert value of type '\(from)' to expected element type '\(to)'"
        case .dictionaryKey: message = "cannot convert value of type '\(from)' to expected dictionary key type '\(to)'"
        case .dictionaryValue: message = "cannot convert value of type '\(from)' to expected dictionary value type '\(to)'"
        case .closureResult: message = "cannot convert value of type '\(from)' to closure result type '\(to)'"
        }
        // swiftc anchors a binary expression at its operator, and a method call (`words.map { … }`,
        // `s.uppercased()`) at the member's name.
        if case .binary(_, _, _, let opPos) = e.kind { throw Diagnostic(message, at: opPos) }
        if case .call(let callee, _, _) = e.kind, case .member(_, _, let namePos) = callee.kind {
            throw Diagnostic(message, at: namePos)
        }
        throw Diagnostic(message, at: e.pos, length: e.length)
    }

    func unwrapDiagnostic(_ type: SType, _ e: Expr) -> Diagnostic {
        guard case .optional(let wrapped) = type else { return Diagnostic("unexpected optional", at: e.pos) }
        return Diagnostic("value of optional type '\(type.name)' must be unwrapped to a value of type '\(wrapped.name)'",
                          at: e.pos, length: e.length, notes: [
                            DiagnosticNote(message: "coalesce using '??' to provide a default when the optional value contains 'nil'", pos: e.pos),
                            DiagnosticNote(message: "force-unwrap using '!' to abort execution if the optional value contains 'nil'", pos: e.pos),
                          ])
    }
}
