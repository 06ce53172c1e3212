/// Attributes written before a declaration: `@objc`, `@IBOutlet`, `@IBAction`,
/// `@discardableResult`, `@available(…)`.
///
/// Most only matter to swiftc or to the Objective-C runtime; keylab records them so
/// `#selector` can insist on `@objc` (Checking/Selectors.swift) and a host prelude can
/// declare the names Swift renamed (Checking/Availability.swift).
struct DeclAttribute: Sendable, Equatable {
    /// The name without `@`: `objc`, `IBOutlet`, `available`.
    var name: String
    var pos: SourcePos
    /// `@available(…, unavailable | obsoleted: V, renamed: "NEW")`: using the declaration is an error.
    var isUnavailable = false
    /// `@available(…, deprecated, …)`: swiftc only warns, keylab says nothing.
    var isDeprecated = false
    /// The `renamed:` argument of `@available`.
    var renamed: String?
    /// The `message:` argument of `@available`.
    var message: String?
    /// `@Clamped(max: 9)` before a `var`: a capitalised name that may be a property wrapper
    /// declared in the program (Checking/PropertyWrappers.swift decides); nil for other attributes.
    var custom: CustomAttribute?

    /// Attributes keylab accepts on declarations.
    static let known: Set<String> = ["objc", "IBOutlet", "IBAction", "discardableResult", "available", "objcMembers", "nonobjc",
                                     "propertyWrapper", "MainActor"]

    /// Swift's own lower-case attributes keylab does not support; another lower-case name is
    /// swiftc's `unknown attribute`. Capitalised names (`@MainActor`, `@State`) may be a global
    /// actor, property wrapper or macro of some library, so they are refused as unsupported.
    static let swiftAttributes: Set<String> = [
        "inlinable", "usableFromInline", "frozen", "resultBuilder", "dynamicMemberLookup",
        "dynamicCallable", "main", "testable", "preconcurrency", "unchecked", "globalActor", "warn_unqualified_access",
        "inline", "convention", "requires_stored_property_inits", "autoclosure", "escaping", "Sendable", "objc_implementation",
        "backDeployed", "_spi", "exclusivity", "attached", "freestanding", "retroactive", "nonexhaustive", "specialize",
        "unknown", "NSManaged", "NSCopying", "GKInspectable", "IBDesignable", "IBInspectable", "IBSegueAction",
        "UIApplicationMain", "NSApplicationMain", "derivative", "differentiable", "noDerivative", "transpose",
    ]

    /// `@objc`, and `@IBAction`/`@IBOutlet`, which imply it.
    static func exposesToObjC(_ attributes: [DeclAttribute]) -> Bool {
        attributes.contains { ["objc", "IBAction", "IBOutlet"].contains($0.name) }
    }
}

extension Parser {
    /// Attributes at the current `@`, up to the declaration they precede. With `allowingCustom`
    /// a capitalised unknown name is kept as a `custom` attribute (a property wrapper, maybe);
    /// the caller refuses it unless a `var` follows.
    mutating func declarationAttributes(allowingCustom: Bool = false) throws(Diagnostic) -> [DeclAttribute] {
        var result: [DeclAttribute] = []
        while current.kind == .at {
            let p = current.pos
            advance()
            let name: String
            switch current.kind {
            case .identifier(let n): name = n
            case .keyword(let w): name = w
            default: throw expected("an attribute name")
            }
            guard DeclAttribute.known.contains(name) else {
                if allowingCustom, name.first?.isUppercase == true, !DeclAttribute.swiftAttributes.contains(name) {
                    advance()
                    var arguments: [Argument]?
                    if current.kind == .lparen, !current.spaceBefore {
                        advance()
                        arguments = try self.arguments(closing: .rparen)
                    }
                    var attribute = DeclAttribute(name: name, pos: p)
                    attribute.custom = CustomAttribute(arguments: arguments)
                    result.append(attribute)
                    continue
                }
                if DeclAttribute.swiftAttributes.contains(name) || name.first?.isUppercase == true {
                    throw Diagnostic.unsupported("the attribute '@\(name)'", at: p)
                }
                // swiftc: `unknown attribute 'objcc'`, at the name.
                throw Diagnostic("unknown attribute '\(name)'", at: current.pos, length: name.utf8.count)
            }
            advance()
            var attribute = DeclAttribute(name: name, pos: p)
            if current.kind == .lparen, !current.spaceBefore {
                if name == "available" {
                    try availabilityArguments(into: &attribute)
                } else {
                    try skipBalancedParentheses()
                }
            } else if name == "available" {
                throw Diagnostic("expected '(' in 'available' attribute", at: current.pos)
            }
            result.append(attribute)
        }
        return result
    }

    /// `(*, unavailable, renamed: "NEW")`, `(swift, obsoleted: 4.2, renamed: "NEW")`,
    /// `(*, deprecated, message: "…")`, `(iOS 13, *)`.
    private mutating func availabilityArguments(into attribute: inout DeclAttribute) throws(Diagnostic) {
        advance()
        var isSwiftVersion = false
        var first = true
        while current.kind != .rparen {
            if atEnd { throw expected("')' in 'available' attribute") }
            switch current.kind {
            case .identifier(let word):
                advance()
                if first, word == "swift" { isSwiftVersion = true }
                if current.kind == .colon {
                    advance()
                    let value = current.kind
                    advance()
                    switch (word, value) {
                    case ("renamed", .string(let pieces)): attribute.renamed = Parser.plainText(pieces)
                    case ("message", .string(let pieces)): attribute.message = Parser.plainText(pieces)
                    // In Swift 6 mode every `obsoleted:` Swift version is in the past.
                    case ("obsoleted", _) where isSwiftVersion: attribute.isUnavailable = true
                    default: break
                    }
                } else if word == "unavailable" {
                    attribute.isUnavailable = true
                } else if word == "deprecated" {
                    attribute.isDeprecated = true
                }
            default:
                advance()
            }
            first = false
        }
        advance()
    }

    private static func plainText(_ pieces: [StringPiece]) -> String {
        pieces.map { if case .text(let t) = $0 { return t }; return "" }.joined()
    }

    private mutating func skipBalancedParentheses() throws(Diagnostic) {
        var depth = 0
        repeat {
            if atEnd { throw expected("')'") }
            if current.kind == .lparen { depth += 1 }
            if current.kind == .rparen { depth -= 1 }
            advance()
        } while depth > 0
    }

    /// A top-level declaration after its attributes: the attributes ride on the statement.
    mutating func attributedDeclaration() throws(Diagnostic) -> Stmt? {
        let attributes = try declarationAttributes(allowingCustom: true)
        let p = current.pos
        // `@objc private func`, `@discardableResult public func`: access control has no effect in one file.
        while case .keyword(let w) = current.kind, ["private", "fileprivate", "internal", "public", "open"].contains(w),
              case .keyword = peekKind() {
            advance()
        }
        guard case .keyword = current.kind else { throw Diagnostic("expected declaration", at: p) }
        if let custom = attributes.first(where: { $0.custom != nil }), !(isKeyword(.var) || isKeyword(.let)) {
            throw Diagnostic.unsupported("the attribute '@\(custom.name)'", at: custom.pos)
        }
        guard let stmt = try statement() else { return nil }
        return Stmt(stmt.kind, stmt.pos, attributes: attributes)
    }
}

/// The arguments of a custom attribute as written (`@Clamped(max: 9)`), nil without parentheses.
/// Attributes compare by name and place only, so the arguments never take part in `==`.
struct CustomAttribute: Sendable, Equatable {
    var arguments: [Argument]?

    static func == (a: CustomAttribute, b: CustomAttribute) -> Bool {
        (a.arguments == nil) == (b.arguments == nil) && a.arguments?.count == b.arguments?.count
    }
}
