/// Swift's rule that a subclass implementing all of its superclass's designated initializers
/// inherits the superclass's convenience initializers (`RecipeIngredient()` from the book). keylab
/// binds `self.init(…)` inside a convenience initializer to the class that declares it, so running
/// an inherited one on a subclass would skip the subclass's override: it is refused by name.
extension Compiler {
    /// Throws the refusal when `n(args)` finds no initializer of its own but matches a
    /// convenience initializer of a superclass.
    func refuseInheritedConvenienceInit(_ n: NominalType, _ args: [Argument], callee: Expr) throws(Diagnostic) {
        guard n.kind == .classType else { return }
        if let m = pickOverload(n.initializers, args), labelsMatch(m.function, args) { return }
        var ancestor = n.superclass
        while let base = ancestor {
            let convenience = base.initializers.filter { $0.isConvenience && $0.owner === base }
            if let m = pickOverload(convenience, args), labelsMatch(m.function, args) {
                throw Diagnostic.unsupported("convenience initializers inherited by a subclass", at: callee.pos)
            }
            ancestor = base.superclass
        }
    }
}
