/// Implicitly unwrapped optional properties (`var view: UIView!`, `var bottom: NSLayoutConstraint!`):
/// the property's type is `T?`, and where a `T` is needed — a member read, a method call, an
/// assignment through it (`self.view.frame.origin.y -= h`), a conversion — the access is unwrapped
/// as if written `view!`, trapping with Swift's "Unexpectedly found nil while implicitly unwrapping an
/// Optional value" when it is nil. Optional chaining (`view?.frame`) and comparisons with nil still see
/// the optional, as in Swift.
extension Compiler {
    /// Whether `e` reads a stored property declared `T!` (`c.view`, `self.view`, or `view` inside a member).
    func isImplicitlyUnwrappedProperty(_ e: Expr) -> Bool {
        switch e.kind {
        case .member(let base, let name, _):
            if nominalTypeNamed(base) != nil { return false }
            guard let t = try? probeType(base) else { return false }
            switch t {
            case .nominal(let n):
                return declaresImplicitlyUnwrapped(n, name)
            case .optional(.nominal(let n)):
                // `textView.text` with `textView: UITextView!` and `text: String!`: the base is
                // unwrapped implicitly, and the property read through it is a `T!` too. (The cheap
                // test first: asking whether the base is a `T!` probes the base's own base.)
                return declaresImplicitlyUnwrapped(n, name) && isImplicitlyUnwrappedProperty(base)
            default:
                return false
            }
        case .name(let name):
            guard lookupVariable(name) == nil, let ctx = memberContext, !ctx.isStatic, function != nil else { return false }
            guard declaresImplicitlyUnwrapped(ctx.type, name) else { return false }
            return implicitSelfExpr(name, at: e) != nil
        default:
            return false
        }
    }

    /// Whether `e` is a `T!` property read inside an optional chain (`view` in `self?.view.frame`):
    /// an assignment through it unwraps it as `self?.view!.frame` (swiftc does; a read is answered by
    /// the chain's rewrite, and a conversion of the whole chain still sees the optional).
    func isChainedImplicitlyUnwrappedProperty(_ e: Expr) -> Bool {
        guard case .member(let base, let name, _) = e.kind, Compiler.optionalChainLink(in: base) != nil else { return false }
        guard case .optional(.nominal(let n))? = try? probeType(base) else { return false }
        return declaresImplicitlyUnwrapped(n, name)
    }

    private func declaresImplicitlyUnwrapped(_ n: NominalType, _ name: String) -> Bool {
        var t: NominalType? = n
        while let c = t {
            if c.implicitlyUnwrappedProperties.contains(name) { return true }
            t = c.superclass
        }
        return false
    }
}
