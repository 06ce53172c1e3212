/// `[nameField, emailField].forEach { $0.delegate = self }` with outlets declared `T!`: the array
/// is `[T?]` (swift prints `Array<Optional<UITextField>>`), yet swiftc lets the closure use `$0` as
/// it would use each outlet, unwrapping it implicitly (trapping on nil). keylab gives the closure's
/// single parameter the same `T!` treatment when every element of the array literal it is called on
/// is an implicitly unwrapped value.
extension Compiler {
    /// Whether `base` is an array literal whose elements are all `T!` variables or properties.
    func elementsAreImplicitlyUnwrapped(_ base: Expr) -> Bool {
        guard case .array(let items) = base.kind, !items.isEmpty else { return false }
        return items.allSatisfy { isImplicitlyUnwrapped($0) }
    }

    /// Marks the closure literals among `args` when `base` is such an array.
    func markImplicitlyUnwrappedParameters(_ base: Expr, _ args: [Argument]) {
        guard elementsAreImplicitlyUnwrapped(base) else { return }
        for a in args {
            guard case .closure(let c) = a.value.kind else { continue }
            extras.implicitlyUnwrappedParameterClosures.insert(ObjectIdentifier(c))
            // Kept alive so the identifier is not reused by a later literal.
            extras.retained.append(a.value)
        }
    }
}
