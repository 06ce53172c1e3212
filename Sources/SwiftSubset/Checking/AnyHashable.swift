/// `AnyHashable`: a hashable value of any type, the key type of `Notification.userInfo`
/// (`[AnyHashable: Any]`).
///
/// Modelled as an existential like `Any` that only hashable values convert to: a `String` where an
/// `AnyHashable` is expected is wrapped implicitly (`userInfo["key"]`), `AnyHashable("x")` wraps
/// explicitly. As a dictionary key it is its value's key plus the value's type, so
/// `AnyHashable(1) != AnyHashable("1")`. `print` shows the value; `debugPrint` and collections
/// show `AnyHashable("x")`, as Swift does.
extension NominalType {
    static let anyHashableProtocol = NominalType(name: "AnyHashable", kind: .protocolType, namePos: .start, moduleName: "Swift")
}

extension Compiler {
    static let anyHashableType = SType.nominal(.anyHashableProtocol)

    /// Types a value of which converts to `AnyHashable`.
    func isHashableForAnyHashable(_ t: SType) -> Bool {
        t != Compiler.anyHashableType && t.isHashable
    }

    /// A hashable value where an `AnyHashable` is expected: wrapped with its concrete type.
    func anyHashableConversion(_ t: Typed, optional: Bool) -> Code? {
        guard isHashableForAnyHashable(t.type) else { return nil }
        let info = ExistentialInfo(concreteType: t.type)
        let code = t.code
        if optional { return { i throws(RuntimeFailure) in .some(.existential(try code(i), info)) } }
        return { i throws(RuntimeFailure) in .existential(try code(i), info) }
    }

    /// `key.base` (the wrapped value, as `Any`), `key.description`, `key.debugDescription`.
    func anyHashableProperty(_ type: SType, _ name: String) -> (SType, Getter)? {
        guard type == Compiler.anyHashableType else { return nil }
        switch name {
        case "base":
            return (Compiler.anyType, { v in
                guard case .existential(let inner, let info) = v else { return v }
                return .existential(inner, ExistentialInfo(concreteType: info.concreteType))
            })
        case "description":
            return (.string, { v in .string(ValueFormatter.describe(v, Compiler.anyHashableType)) })
        case "debugDescription":
            return (.string, { v in .string(ValueFormatter.debugDescribe(v, Compiler.anyHashableType)) })
        default:
            return nil
        }
    }

    /// `AnyHashable(x)`.
    func anyHashableInit(_ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        guard args.count == 1, let a = args.first else {
            throw Diagnostic("'AnyHashable' takes one argument", at: e.pos)
        }
        if let label = a.label { throw Diagnostic("extraneous argument label '\(label):' in call", at: a.labelPos ?? a.value.pos) }
        let t = try expression(a.value, nil)
        if t.type == Compiler.anyHashableType { return t }
        guard let code = anyHashableConversion(t, optional: false) else {
            throw Diagnostic("initializer 'init(_:)' requires that '\(t.type.name)' conform to 'Hashable'", at: a.value.pos)
        }
        return Typed(type: Compiler.anyHashableType, code: code)
    }
}
