/// Metatypes of declared types: `Cell.self` (a value), `Cell.Type` and `AnyClass` (types).
/// A metatype value is its type's name at run time, as `type(of:)` gives it, so
/// `String(describing: Cell.self)` is `"Cell"`; a class's metatype converts to its
/// superclass's and to `AnyClass` (CompilerClasses.swift). Creating an instance from a
/// metatype value (`cellClass.init()`) is not supported.
extension Compiler {
    /// The metatype a type name denotes: `AnyClass`, or `X.Type` for a type `X`; nil for other names.
    func metatypeNamed(_ name: String, at pos: SourcePos) throws(Diagnostic) -> SType? {
        if name == "AnyClass", extras.typeAliases[name] == nil, globals.typeAliases[name] == nil {
            return .metatype(Compiler.anyObjectType)
        }
        guard name.hasSuffix(".Type"), name.count > 5 else { return nil }
        let instance = String(name.dropLast(5))
        return .metatype(try resolveType(.named(instance, pos)))
    }

    /// `X.self` for a declared type `X`: the metatype, whose value is the type's name.
    func metatypeValue(_ n: NominalType) -> Typed {
        let value = Value.string(n.displayName)
        return Typed(type: .metatype(.nominal(n)), code: { _ in value }, constant: value)
    }
}
