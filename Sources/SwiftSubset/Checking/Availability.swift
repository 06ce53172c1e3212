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
    func registerDeclarationAttributes(_ stmts: [Stmt]) throws(Diagnostic) {
        for s in stmts {
            if let a = s.attributes.first(where: { ["objc", "IBOutlet", "IBAction"].contains($0.name) }) {
                if case .typeDeclaration(let d) = s.kind, d.kind == .classType || d.kind == .protocolDecl, a.name == "objc" {
                    // `@objc class`, `@objc protocol`: accepted.
                } else {
                    throw Compiler.misplacedObjC(a, isMethod: { if case .function = s.kind { return true }; return false }())
                }
            }
            if case .variable = s.kind, moduleName == "main", let a = s.attributes.first(where: { $0.isUnavailable }) {
                // A host module may (it is a library); a learner's main.swift may not, as in swiftc.
                throw Diagnostic("global variable cannot be marked unavailable with '@available' in script mode",
                                 at: SourcePos(line: a.pos.line, column: a.pos.column + 1, offset: a.pos.offset + 1), length: 9)
            }
            if let name = Compiler.declaredName(s) {
                // A learner's own declaration of the name hides the module's, and its rename with it.
                globals.unavailableNames[name] = s.attributes.first { $0.isUnavailable }
            }
            guard case .typeDeclaration(let d) = s.kind else { continue }
            let ownerKind = d.kind == .extensionDecl ? Compiler.declaredKind(of: d.name, in: stmts) ?? globals.types[d.name]?.kind : nil
            let isClassMember = d.kind == .classType || ownerKind == .classType
            for member in d.members {
                var attributes: [DeclAttribute] = []
                var isMethod = false
                switch member {
                case .property(let p): attributes = p.modifiers.attributes
                case .method(_, let mods): attributes = mods.attributes; isMethod = true
                default: break
                }
                if !isClassMember, let a = attributes.first(where: { ["objc", "IBOutlet", "IBAction"].contains($0.name) }) {
                    throw Compiler.misplacedObjC(a, isMethod: isMethod)
                }
            }
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

    /// The kind of the type a unit declares under `name`, for its extensions.
    static func declaredKind(of name: String, in stmts: [Stmt]) -> NominalType.Kind? {
        for s in stmts {
            guard case .typeDeclaration(let d) = s.kind, d.name == name else { continue }
            switch d.kind {
            case .classType: return .classType
            case .structure: return .structure
            case .enumeration: return .enumeration
            case .protocolDecl: return .protocolType
            case .extensionDecl: continue
            }
        }
        return nil
    }

    /// `@objc` / `@IBAction` / `@IBOutlet` outside a class, in swiftc's words (checked with swiftc 6.3.1 on Linux).
    static func misplacedObjC(_ a: DeclAttribute, isMethod: Bool) -> Diagnostic {
        let namePos = SourcePos(line: a.pos.line, column: a.pos.column + 1, offset: a.pos.offset + 1)
        switch a.name {
        case "IBAction": return Diagnostic("only instance methods can be declared @IBAction", at: a.pos)
        case "IBOutlet": return Diagnostic("only class instance properties can be declared @IBOutlet", at: a.pos)
        default:
            return Diagnostic("'@objc' can only be used with members of classes, '@objc' protocols, and concrete extensions of classes",
                              at: namePos, length: a.name.utf8.count)
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
            var d = Diagnostic("'\(name)' has been renamed to '\(renamed)'", at: pos, length: name.utf8.count)
            d.fixIt = renamed
            throw d
        }
        if let message = a.message { throw Diagnostic("'\(name)' is unavailable: \(message)", at: pos, length: name.utf8.count) }
        throw Diagnostic("'\(name)' is unavailable", at: pos, length: name.utf8.count)
    }
}
