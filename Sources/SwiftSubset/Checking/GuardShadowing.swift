/// `guard let number = Int(text) else { … }` where `number` is already declared in the same scope.
///
/// Swift lets a `guard` binding shadow an earlier declaration of its own scope (a function's local,
/// or a top-level variable of the same file): the rest of the scope sees the unwrapped value. A
/// declaration after the guard that reuses the name is still an invalid redeclaration, because the
/// guard's binding is then the previous declaration. The value is checked before the old name is
/// forgotten, so `guard let value = value` reads the earlier `value`.
extension Compiler {
    /// Makes `name` free to declare again in the innermost scope (or the unit's top level).
    func forgetDeclarationShadowedByGuard(_ name: String) {
        if let last = scopes.indices.last {
            if scopes[last].variables[name] != nil { scopes[last].variables[name] = nil }
        } else {
            declaredThisUnit.remove(name)
        }
    }
}
