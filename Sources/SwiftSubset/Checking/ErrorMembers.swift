/// Members every `Error` has: the standard library's `_domain` and `_code` (what Foundation's
/// bridging to NSError reads), and members a host module adds to every error by declaring
///
///     func _Error_NAME(_ error: Error) -> T
///
/// (keylab's Foundation declares `_Error_localizedDescription`, so `error.localizedDescription`
/// works on any Swift error, as it does once Foundation is imported). SwiftSubset's `Error`
/// protocol is shared by every session, so a host cannot extend it; the hook is looked up by name
/// in the session instead.
extension Compiler {
    /// Whether values of `n` are errors: the `Error` existential or a type that conforms to it.
    func isErrorType(_ n: NominalType) -> Bool {
        if n === NominalType.errorProtocol { return true }
        var c: NominalType? = n
        while let t = c {
            if t.conformances.contains("Error") || t.protocols.contains(where: { $0 === NominalType.errorProtocol }) { return true }
            c = t.superclass
        }
        return false
    }

    /// The getter of `name` on an error of static type `baseType`, nil when `name` is no error member.
    func errorMember(_ n: NominalType, _ baseType: SType, _ name: String, line: Int) throws(Diagnostic) -> (SType, (Interpreter, Value) throws(RuntimeFailure) -> Value)? {
        guard isErrorType(n) else { return nil }
        switch name {
        case "_domain":
            let staticName = baseType.qualifiedRuntimeName
            return (.string, { _, v in .string(Compiler.errorDomain(v, staticName: staticName)) })
        case "_code":
            return (.int, { _, v in .int(Compiler.errorCode(v, static: n)) })
        default:
            guard let hook = lookupFunctions("_Error_" + name)?.first(where: { $0.paramTypes == [Compiler.errorType] }) else { return nil }
            let box = hook.box
            let info = n === NominalType.errorProtocol ? nil : try witnessTable(baseType, .errorProtocol)
            return (hook.returnType, { i, v throws(RuntimeFailure) in
                let error: Value = info.map { .existential(v, $0) } ?? v
                return try i.call1(box, { _ in error }, line: line)
            })
        }
    }

    /// `main.LoginError`: the error's dynamic type, qualified by its module.
    static func errorDomain(_ v: Value, staticName: String) -> String {
        if case .existential(_, let info) = v { return info.concreteType.qualifiedRuntimeName }
        if case .object(let r) = v { return r.storage.type.qualifiedName }
        return staticName
    }

    /// Swift's code for an error: for an enum, cases with associated values are numbered first,
    /// then the others, each in declaration order; 1 for a struct or class.
    static func errorCode(_ v: Value, static n: NominalType) -> Int {
        var value = v
        var type = n
        if case .existential(let inner, let info) = v {
            value = inner
            if case .nominal(let t) = info.concreteType { type = t }
        }
        guard type.kind == .enumeration, case .enumCase(let tag, _) = value, tag < type.cases.count else { return 1 }
        let hasPayload = type.cases.map { !$0.associated.isEmpty }
        let payloadCount = hasPayload.filter { $0 }.count
        let before = hasPayload[..<tag].filter { $0 == hasPayload[tag] }.count
        return hasPayload[tag] ? before : payloadCount + before
    }
}
