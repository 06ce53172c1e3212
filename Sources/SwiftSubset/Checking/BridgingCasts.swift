/// Bridging casts, the host API's hook for Foundation's boxes: when `as?`, `as!`, `is` or a
/// `case let x as T` pattern fails for a class instance by the ordinary rules, keylab asks the
/// instance. A class (of a host prelude, or any program) that declares
///
///     func _bridged(to typeName: String) -> Any?
///
/// is called with the target type's name as Swift writes it (`"CGRect"`, `"Double"`, `"Int"`;
/// `TimeInterval` is `Double`), and the value it returns, if any, is cast again by the ordinary
/// rules. A prelude's `NSValue` answers `"CGRect"` with its rectangle; its `NSNumber` answers
/// `"Double"`, `"Int"` and `"UInt"` when its value fits, and nil for `"String"`.
typealias CastMatcher = (Value, Interpreter) throws(RuntimeFailure) -> Value?

extension CastPlan {
    /// `cast`, then the instance's `_bridged(to:)` when there is one.
    func cast(_ v: Value, _ staticType: SType, _ i: Interpreter) throws(RuntimeFailure) -> Value? {
        if let r = cast(v, staticType) { return r }
        guard let object = Compiler.objectBehind(v), case .object(let r) = object else { return nil }
        var type: NominalType? = r.storage.type
        while let t = type {
            if let m = t.methods["_bridged"]?.first(where: { $0.function.labels == ["to"] && $0.function.paramTypes == [.string] && !$0.isStatic }) {
                let box: FunctionBox
                if let k = m.vtableIndex, k < r.storage.type.vtable.count { box = r.storage.type.vtable[k] } else { box = m.function.box }
                let name = Value.string(target.name)
                let (result, _) = try i.invoke(box, receiver: object, [{ _ in name }], line: 0)
                var bridged = result
                if case .some(let w) = bridged { bridged = w } else if case .none = bridged { return nil }
                // The bridged value's own type decides; never ask again (no bridging loops).
                guard case .existential(let inner, let info) = bridged else { return nil }
                return cast(inner, info.concreteType)
            }
            type = t.superclass
        }
        return nil
    }
}
