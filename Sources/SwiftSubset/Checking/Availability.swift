/// `@available(*, unavailable, renamed: "NEW")` and `@available(swift, obsoleted: 4.2, renamed: "NEW")`:
/// a host prelude declares the names Swift renamed (`UIKeyboardFrameEndUserInfoKey`,
/// `NSNotification.Name.UIKeyboardWillShow`, `UIViewAnimationOptions`) so that using one gets
/// swiftc's own error, `'UIKeyboardFrameEndUserInfoKey' has been renamed to
/// 'UIResponder.keyboardFrameEndUserInfoKey'`.
///
/// Checked where keylab resolves a global variable, a type name or a static member. `deprecated`
/// is recorded and ignored: swiftc only warns.
extension Compiler {
    /// The key of a static member: the last component of the owner's name, so `extension
    /// NSNotification.Name` and a use through `Notification.Name` meet.
    static func availabilityKey(_ owner: String, _ member: String) -> String {
        let last = owner.split(separator: ".").last.map(String.init) ?? owner
        return last + "." + member
    }

    /// Records the attributes of a unit's declarations before any of its statements is checked (a use
    /// may come before the declaration in a file). `@objc` methods are recorded for `#selector`.
    func registerDeclarationAttributes(_ stmts: [Stmt]) {
        for s in stmts {
            if let name = Compiler.declaredName(s) {
                // A learner's own declaration of the name hides the module's, and its rename with it.
                globals.unavailableNames[name] = s.attributes.first { $0.isUnavailable }
            }
            guard case .typeDeclaration(let d) = s.kind else { continue }
            for member in d.members {
                switch member {
                case .property(let p):
                    let key = Compiler.availabilityKey(d.name, p.name)
                    if let a = p.modifiers.attributes.first(where: { $0.isUnavailable }) { globals.unavailableNames[key] = a }
                case .method(let f, let mods):
                    if DeclAttribute.exposesToObjC(mods.attributes) {
                        globals.objcMethods.insert(Compiler.objcKey(d.name, f.name, f.params.map { $0.label }))
                    }
                default:
                    break
                }
            }
        }
    }

    static func declaredName(_ s: Stmt) -> String? {
        switch s.kind {
        case .variable(_, let name, _, _, _): return name
        case .typeAlias(let name, _, _): return name
        case .function(let f): return f.name
        case .typeDeclaration(let d) where d.kind != .extensionDecl: return d.name
        default: return nil
        }
    }

    /// Throws swiftc's error when `key` names an unavailable declaration.
    func checkAvailability(_ key: String, displayName: String? = nil, at pos: SourcePos) throws(Diagnostic) {
        guard !globals.unavailableNames.isEmpty, let a = globals.unavailableNames[key] else { return }
        let name = displayName ?? key
        // DiagnosticsSema.def: availability_decl_unavailable_rename / availability_decl_unavailable.
        if let renamed = a.renamed {
            throw Diagnostic("'\(name)' has been renamed to '\(renamed)'", at: pos, length: name.utf8.count)
        }
        if let message = a.message { throw Diagnostic("'\(name)' is unavailable: \(message)", at: pos, length: name.utf8.count) }
        throw Diagnostic("'\(name)' is unavailable", at: pos, length: name.utf8.count)
    }
}
