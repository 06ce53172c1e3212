/// Swift's rule that a subclass implementing all of its superclass's designated initializers
/// inherits the superclass's convenience initializers (`RecipeIngredient()` from the book).
/// The inherited initializer's body was compiled for the class that declares it; its `self.init(…)`
/// looks at the instance's dynamic class when it runs and calls that class's own initializer with
/// the same labels (the subclass's override), as Swift's dynamic dispatch of initializers does.
extension Compiler {
    /// The superclass convenience initializer `n(args)` inherits, nil when `n` has a matching
    /// initializer of its own. When `n` does not implement all of its superclass's designated
    /// initializers Swift does not inherit them: that case stays refused by name.
    func inheritedConvenienceInit(_ n: NominalType, _ args: [Argument], callee: Expr) throws(Diagnostic) -> MethodSymbol? {
        guard n.kind == .classType else { return nil }
        if let m = pickOverload(n.initializers, args), labelsMatch(m.function, args) { return nil }
        var ancestor = n.superclass
        var child = n
        while let base = ancestor {
            guard Compiler.implementsDesignatedInitializers(of: base, in: child) else { break }
            let convenience = base.initializers.filter { $0.isConvenience && $0.owner === base }
            if let m = pickOverload(convenience, args), labelsMatch(m.function, args) { return m }
            child = base
            ancestor = base.superclass
        }
        ancestor = n.superclass
        while let base = ancestor {
            let convenience = base.initializers.filter { $0.isConvenience && $0.owner === base }
            if let m = pickOverload(convenience, args), labelsMatch(m.function, args) {
                throw Diagnostic.unsupported("convenience initializers of a superclass whose designated initializers the subclass does not all implement",
                                             at: callee.pos)
            }
            ancestor = base.superclass
        }
        return nil
    }

    /// Whether `child` has, of its own, an initializer with the labels of each designated
    /// initializer of `base` (Swift's second rule of automatic initializer inheritance).
    static func implementsDesignatedInitializers(of base: NominalType, in child: NominalType) -> Bool {
        let own = child.initializers.filter { $0.owner === child }
        if !own.contains(where: { !$0.isConvenience }) { return true }
        return base.initializers.filter { !$0.isConvenience }.allSatisfy { d in
            own.contains { $0.function.labels == d.function.labels }
        }
    }

    /// For `self.init(…)` in a convenience initializer of `target`: the initializer with these
    /// labels of the instance's dynamic class (or the nearest class between it and `target`).
    static func dynamicInitializer(_ receiver: Value, _ labels: [String?], declaredIn target: NominalType) -> FunctionBox? {
        guard case .object(let r) = receiver else { return nil }
        var current: NominalType? = r.storage.type
        while let c = current, c !== target {
            if let m = c.initializers.first(where: { $0.owner === c && $0.function.labels == labels }) { return m.box }
            current = c.superclass
        }
        return nil
    }
}
