/// swiftc's words when a value of a type that does not conform is given where a protocol type
/// (or a composition `A & B`) is expected: `argument type 'P' does not conform to expected type
/// 'Named'`. For a composition swiftc names the last member the type lacks.
extension Compiler {
    func protocolConformanceDiagnostic(_ t: Typed, to target: SType, _ e: Expr, context: ConversionContext) -> Diagnostic? {
        guard case .nominal(let p) = target, p.kind == .protocolType, p !== NominalType.anyProtocol,
              p !== NominalType.anyObjectProtocol, p !== NominalType.anyHashableProtocol, p !== NominalType.errorProtocol else { return nil }
        switch t.type {
        case .optional, .function, .metatype, .void: return nil
        case .nominal(let n) where n.kind == .protocolType: return nil
        default: break
        }
        let parts = globals.compositionParts[p.name] ?? [p]
        guard let missing = parts.last(where: { !conforms(t.type, to: $0) }) else { return nil }
        let from = t.type.name, name = missing.name
        switch context {
        case .specified: return Diagnostic("value of type '\(from)' does not conform to specified type '\(name)'", at: e.pos, length: e.length)
        case .argument: return Diagnostic("argument type '\(from)' does not conform to expected type '\(name)'", at: e.pos, length: e.length)
        case .returnValue: return Diagnostic("return expression of type '\(from)' does not conform to '\(name)'", at: e.pos, length: e.length)
        default: return nil
        }
    }
}
