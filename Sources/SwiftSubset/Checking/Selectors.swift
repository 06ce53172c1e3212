/// `#selector(…)`, the `Selector` type and `_performSelector(_:on:with:)`, the host API's way to
/// call the method a selector names (a prelude's `NotificationCenter` keeps observers as selectors).
///
/// A selector is its Objective-C name at run time (`keyboardWillShow:`): `name(_:)` gives `name:`,
/// `name(_:with:)` gives `name:with:`, `name(for:)` gives `nameFor:`. swiftc on Linux has no
/// Objective-C runtime, so the diagnostics here follow swiftc's DiagnosticsSema.def
/// (docs/decisions.md, "@objc, #selector, AnyHashable and bridging").
extension NominalType {
    /// `Selector`: equatable and hashable, as ObjectiveC's (its value is the selector's name).
    static let selectorType: NominalType = {
        let n = NominalType(name: "Selector", kind: .structure, namePos: .start, moduleName: "ObjectiveC")
        n.conformances = ["Equatable", "Hashable"]
        return n
    }()
}

extension Compiler {
    static let selectorSType = SType.nominal(.selectorType)

    /// `Type.name(label:)`, the key of `globals.objcMethods`.
    static func objcKey(_ owner: String, _ name: String, _ labels: [String?]) -> String {
        let last = owner.split(separator: ".").last.map(String.init) ?? owner
        return last + "." + name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// Swift's prepositions (include/swift/Basic/PartsOfSpeech.def): `name(for:)` is `nameFor:`.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    /// The Objective-C selector of a Swift method name and labels, as swiftc derives it:
    /// `name(_:)` is `name:`, `name(text:)` is `nameWithText:`, `name(for:)` is `nameFor:`.
    static func objcSelector(_ name: String, _ labels: [String?]) -> String {
        guard let first = labels.first else { return name }
        var text = name
        if let l = first, let c = l.first {
            let firstWord = String(l.prefix { !$0.isUppercase }).lowercased()
            let lastWord = String(name.reversed().prefix { !$0.isUppercase }.reversed()).lowercased()
            let lastWhole = name.last(where: { $0.isUppercase }).map { String($0).lowercased() + lastWord } ?? lastWord
            if !prepositions.contains(firstWord) && !prepositions.contains(lastWhole) { text += "With" }
            text += c.uppercased() + l.dropFirst()
        }
        text += ":"
        for l in labels.dropFirst() { text += (l ?? "") + ":" }
        return text
    }

    /// `#selector(inner)`: the method `inner` names, which must be `@objc`.
    func selectorExpression(_ inner: Expr) throws(Diagnostic) -> Typed {
        var owner: NominalType?
        var written: String
        var namePos = inner.pos
        var isMemberForm = false
        switch inner.kind {
        case .name(let n):
            owner = memberContext?.type
            written = n
        case .member(let base, let n, let p):
            written = n
            namePos = p
            isMemberForm = true
            if case .name("self") = base.kind {
                owner = memberContext?.type
            } else if case .name(let v) = base.kind, lookupVariable(v) != nil {
                // `#selector(vc.keyboardWillShow)`: the method of the variable's class.
                var t = try expression(base, nil).type
                if case .optional(let w) = t { t = w }
                guard case .nominal(let nt) = t else {
                    throw Diagnostic.unsupported("'#selector' on this value", at: base.pos)
                }
                owner = nt
            } else {
                let t = try resolveType(.named(Compiler.dottedName(base), base.pos))
                guard case .nominal(let nt) = t else { throw Diagnostic.unsupported("'#selector' on '\(t.name)'", at: base.pos) }
                owner = nt
            }
        default:
            throw Diagnostic("expected expression naming a method within '#selector(...)'", at: inner.pos)
        }
        var labels: [String?]?
        var baseName = written
        if let open = written.firstIndex(of: "(") {
            baseName = String(written[..<open])
            labels = written[written.index(after: open)...].dropLast().split(separator: ":", omittingEmptySubsequences: true)
                .map { $0 == "_" ? nil : String($0) }
        }
        var candidates: [MethodSymbol] = []
        var type = owner
        while let t = type {
            for m in t.methods[baseName] ?? [] where labels == nil || m.function.labels == labels! {
                if !candidates.contains(where: { $0.function.labels == m.function.labels }) { candidates.append(m) }
            }
            type = t.superclass
        }
        guard let method = candidates.first else {
            if let owner, owner.properties[baseName] != nil {
                throw Diagnostic("argument of '#selector' cannot refer to a property", at: namePos, length: baseName.utf8.count)
            }
            if isMemberForm, let owner {
                throw Diagnostic("type '\(owner.name)' has no member '\(baseName)'", at: namePos, length: baseName.utf8.count)
            }
            throw Diagnostic("cannot find '\(baseName)' in scope", at: namePos, length: baseName.utf8.count)
        }
        if candidates.count > 1 {
            throw Diagnostic("ambiguous use of '\(baseName)'", at: namePos, length: baseName.utf8.count,
                             notes: candidates.map { DiagnosticNote(message: "found this candidate", pos: $0.function.namePos) })
        }
        guard isObjC(method) else {
            let kind = method.isStatic ? "static method" : "instance method"
            throw Diagnostic("argument of '#selector' refers to \(kind) '\(method.function.fullName)' that is not exposed to Objective-C",
                             at: namePos, length: baseName.utf8.count,
                             notes: [DiagnosticNote(message: "add '@objc' to expose this \(kind) to Objective-C",
                                                    pos: method.keywordPos, fixIt: "@objc ")])
        }
        let selector = Value.string(Compiler.objcSelector(method.function.name, method.function.labels))
        return Typed(type: Compiler.selectorSType, code: { _ in selector })
    }

    /// `@objc` itself, or an override of an `@objc` method (swiftc infers `@objc` for those).
    func isObjC(_ m: MethodSymbol) -> Bool {
        var type: NominalType? = m.owner
        while let t = type {
            if globals.objcMethods.contains(Compiler.objcKey(t.name, m.function.name, m.function.labels)) { return true }
            if !m.isOverride { return false }
            type = t.superclass
        }
        return false
    }

    static func dottedName(_ e: Expr) -> String {
        switch e.kind {
        case .name(let n): return n
        case .member(let base, let n, _): return dottedName(base) + "." + n
        default: return "?"
        }
    }

    /// `_performSelector(selector, on: target, with: argument)`: calls the method of `target`'s
    /// class that `selector` names, with `argument` when the method takes one parameter and without
    /// when it takes none. A nil target, or a selector the object does not respond to, does nothing
    /// and gives `false`; a call gives `true`.
    func performSelectorCall(_ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        guard args.count == 3, args[0].label == nil, args[1].label == "on", args[2].label == "with" else {
            throw Diagnostic("'_performSelector' takes (_ selector: Selector, on target: AnyObject?, with argument: Any?)", at: e.pos)
        }
        let selector = try convert(try expression(args[0].value, Compiler.selectorSType), to: Compiler.selectorSType,
                                   args[0].value, context: .argument)
        let target = try expression(args[1].value, nil)
        let argument = try expression(args[2].value, .optional(Compiler.anyType))
        let argumentCode = try convert(argument, to: .optional(Compiler.anyType), args[2].value, context: .argument)
        let targetCode = target.code
        let line = e.pos.line
        return Typed(type: .bool, code: { i throws(RuntimeFailure) in
            guard case .string(let name) = try selector(i),
                  let object = Compiler.objectBehind(try targetCode(i)), case .object(let r) = object else { return .bool(false) }
            let argumentValue = try argumentCode(i)
            var type: NominalType? = r.storage.type
            while let t = type {
                for list in t.methods.values {
                    for m in list where !m.isStatic && Compiler.objcSelector(m.function.name, m.function.labels) == name {
                        let params = m.function.paramTypes
                        guard params.count <= 1 else { return .bool(false) }
                        var passed: Value?
                        if let p = params.first {
                            guard var v = Compiler.argumentValue(argumentValue, for: p) else { return .bool(false) }
                            // An argument of another type is cast as `as?` casts, bridging included
                            // (an NSNotification for a `Notification` parameter); no cast, no call.
                            var wanted = p
                            if case .optional(let w) = p { wanted = w }
                            if case .nominal(let n) = wanted, n.kind == .structure || n.kind == .enumeration {
                                guard let r = try CastPlan(target: wanted).cast(argumentValue, .optional(Compiler.anyType), i)
                                else { return .bool(false) }
                                v = p.isOptional ? .some(r) : r
                            }
                            passed = v
                        }
                        let box: FunctionBox
                        if let k = m.vtableIndex, k < r.storage.type.vtable.count { box = r.storage.type.vtable[k] } else { box = m.function.box }
                        let codes: [Code] = passed.map { v in [{ _ in v }] } ?? []
                        _ = try i.invoke(box, receiver: object, codes, line: line)
                        return .bool(true)
                    }
                }
                type = t.superclass
            }
            return .bool(false)
        })
    }

    /// The instance behind an optional, `weak` or existential value, nil when there is none.
    static func objectBehind(_ v: Value) -> Value? {
        switch v {
        case .object: return v
        case .some(let w), .existential(let w, _): return objectBehind(w)
        case .weakObject(let w): return w.ref.map { .object($0) }
        default: return nil
        }
    }

    /// An `Any?` argument as the parameter's type wants it: unwrapped for a concrete type; nil when
    /// the argument is nil and the parameter is not optional (the method is then not called).
    static func argumentValue(_ v: Value, for type: SType) -> Value? {
        if type == .optional(anyType) { return v }
        var x = v
        if case .some(let w) = x { x = w } else if case .none = x { return type.isOptional ? Value.none : nil }
        if type == anyType { return x }
        var wanted = type
        if case .optional(let w) = type { wanted = w }
        var isProtocol = false
        if case .nominal(let n) = wanted, n.kind == .protocolType { isProtocol = true }
        if !isProtocol, case .existential(let w, let info) = x {
            x = w
            // An optional put in an `Any?` (`with: userInfo`) is already an optional inside.
            if case .optional = info.concreteType {
                if type.isOptional { return x }
                guard case .some(let y) = x else { return nil }
                return y
            }
        }
        return type.isOptional ? .some(x) : x
    }
}
