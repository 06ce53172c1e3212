/// `init?` of a root class: the object is made, the body runs, and `return nil` gives `nil`.
extension Compiler {
    /// Constructs `n` with its failable initializer `m`. A class with a `deinit` (its own or a
    /// superclass's) is refused by name: Swift does not run `deinit` for an object whose
    /// initializer failed, and keylab's objects always run theirs when released.
    func failableClassConstruction(_ n: NominalType, _ m: MethodSymbol, _ codes: [Code], line: Int,
                                   at pos: SourcePos) throws(Diagnostic) -> Typed {
        var t: NominalType? = n
        while let c = t {
            if c.deinitBox != nil { throw Diagnostic.unsupported("failable initializers of classes with a 'deinit'", at: pos) }
            t = c.superclass
        }
        let box = m.box
        return Typed(type: .optional(.nominal(n)), code: { i throws(RuntimeFailure) in
            let fields = try n.fields.map { (f) throws(RuntimeFailure) -> Value in try f.defaultCode?(i) ?? .void }
            let object = Value.object(ObjectRef(storage: ObjectStorage(type: n, fields: fields, interpreter: i)))
            let (result, newSelf) = try i.invoke(box, receiver: object, codes, line: line)
            if case .none = result { return .none }
            return .some(newSelf)
        })
    }
}
