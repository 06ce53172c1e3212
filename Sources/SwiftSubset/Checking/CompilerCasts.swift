/// Type casting: `Any` and `AnyObject` values, `is`, `as?`, `as!`, and `switch` with
/// `case let x as T` / `case is T`.
///
/// Values carry no type tags, so a cast looks at what the static type leaves open: the concrete
/// type an existential recorded when it was made, or the dynamic class of an instance. Conversions
/// to a protocol type need that type's witness table; the tables of every conforming type are made
/// at compile time, so a cast at run time only picks one.
extension NominalType {
    static let anyProtocol = NominalType(name: "Any", kind: .protocolType, namePos: .start, moduleName: "Swift")
    static let anyObjectProtocol = NominalType(name: "AnyObject", kind: .protocolType, namePos: .start, moduleName: "Swift")
}

/// How to cast at run time to one target type.
final class CastPlan: @unchecked Sendable {
    let target: SType
    /// For a protocol target: the witness table of each conforming concrete type.
    var tables: [SType: ExistentialInfo] = [:]
    /// For array and dictionary targets: the plan of the elements (values).
    var element: CastPlan?
    init(target: SType) { self.target = target }

    /// The concrete value and type behind existentials and class references.
    static func dynamic(_ v: Value, _ t: SType) -> (Value, SType) {
        switch v {
        case .existential(let inner, let info): return dynamic(inner, info.concreteType)
        case .object(let r): return (v, .nominal(r.storage.type))
        default: return (v, t)
        }
    }

    /// The value as the target type, or nil when it is not one.
    func cast(_ v: Value, _ staticType: SType) -> Value? {
        let (x, dt) = CastPlan.dynamic(v, staticType)
        if case .optional(let w) = dt {
            if case .optional = target, case .none = x { return nil }
            guard case .some(let y) = x else { return nil }
            return cast(y, w)
        }
        switch target {
        case .nominal(let n) where n === NominalType.anyProtocol:
            return .existential(x, ExistentialInfo(concreteType: dt))
        case .nominal(let n) where n === NominalType.anyObjectProtocol:
            guard case .object = x else { return nil }
            return .existential(x, ExistentialInfo(concreteType: dt))
        case .nominal(let n) where n.kind == .protocolType:
            guard let info = tables[dt] else { return nil }
            return .existential(x, info)
        case .nominal(let c) where c.kind == .classType:
            guard case .object(let r) = x, r.storage.type.isSubclass(of: c) else { return nil }
            return x
        case .metatype(.nominal(let c)) where c.kind == .classType:
            // `registered as? UITableViewCell.Type`: a class's metatype is also its superclasses'.
            guard case .metatype(.nominal(let d)) = dt, d.isSubclass(of: c) else { return nil }
            return x
        case .optional:
            guard let inner = element, let y = inner.cast(x, dt) else { return nil }
            return .some(y)
        case .array:
            guard let inner = element, case .array(let items) = x, case .array(let et) = dt else { return dt == target ? x : nil }
            var out: [Value] = []
            out.reserveCapacity(items.count)
            for item in items {
                guard let y = inner.cast(item, et) else { return nil }
                out.append(y)
            }
            return .array(out)
        case .dictionary(let kt, _):
            guard let inner = element, case .dictionary(let d) = x, case .dictionary(let dk, let dv) = dt,
                  dk == kt || dk == Compiler.anyHashableType else {
                return dt == target ? x : nil
            }
            var out = DictionaryValue()
            for (var k, item) in zip(d.keys, d.values) {
                // `userInfo as? [String: Any]`: every AnyHashable key must hold the target's key type.
                if dk != kt {
                    guard case .existential(let key, let info) = k, info.concreteType == kt else { return nil }
                    k = key
                }
                guard let y = inner.cast(item, dv) else { return nil }
                out.set(k, y)
            }
            return .dictionary(out)
        default:
            return dt == target ? x : nil
        }
    }
}

extension Compiler {
    static let anyType = SType.nominal(.anyProtocol)
    static let anyObjectType = SType.nominal(.anyObjectProtocol)

    /// `Any`, `AnyObject` and `Error` are the standard library's; every other protocol is the program's.
    func castPlan(_ target: SType) throws(Diagnostic) -> CastPlan {
        let plan = CastPlan(target: target)
        switch target {
        case .nominal(let p) where p.kind == .protocolType && p !== NominalType.anyProtocol && p !== NominalType.anyObjectProtocol:
            var candidates: [SType] = globals.types.values.filter { $0.kind != .protocolType }.map { .nominal($0) }
            candidates += globals.extensionHosts.values.map { $0.selfType }
            for c in candidates where conforms(c, to: p) { plan.tables[c] = try witnessTable(c, p) }
            globals.protocolCastPlans.append(plan)
        case .optional(let w), .array(let w), .dictionary(_, let w):
            plan.element = try castPlan(w)
        default:
            break
        }
        return plan
    }

    /// `x is T`, `x as? T`, `x as! T`.
    func typeCast(_ inner: Expr, _ kind: String, _ ts: TypeSyntax, opPos: SourcePos, _ e: Expr) throws(Diagnostic) -> Typed {
        let target = try resolveType(ts)
        let t = try expression(inner, nil)
        let plan = try castPlan(target)
        let code = t.code
        let source = t.type
        let line = opPos.line
        switch kind {
        case "is":
            return Typed(type: .bool, code: { i throws(RuntimeFailure) in .bool(try plan.cast(try code(i), source, i) != nil) })
        case "as?":
            return Typed(type: .optional(target), code: { i throws(RuntimeFailure) in
                try plan.cast(try code(i), source, i).map { .some($0) } ?? .none
            })
        default:
            let targetName = target.qualifiedRuntimeName
            return Typed(type: target, code: { i throws(RuntimeFailure) in
                let v = try code(i)
                if let r = try plan.cast(v, source, i) { return r }
                var (x, dt) = CastPlan.dynamic(v, source)
                // Swift's message names the type inside the optional (`info["n"] as! String` on an `Any?`).
                while case .optional(let w) = dt, case .some(let y) = x { (x, dt) = CastPlan.dynamic(y, w) }
                if case .optional = dt, case .none = x {
                    throw .fatal("Unexpectedly found nil while unwrapping an Optional value", line: line)
                }
                // Swift's line names each type's metadata address, which differs from run to run: keylab writes `0x…`.
                throw .fatal("Could not cast value of type '\(dt.qualifiedRuntimeName)' (0x…) to '\(targetName)' (0x…).", line: line)
            })
        }
    }

    /// A `switch` whose cases test types: `case let n as Int`, `case is String`, `default`.
    func castSwitch(_ subj: Typed, _ cases: [SwitchCase], pos: SourcePos) throws(Diagnostic) -> StmtCode {
        var compiled: [(matchers: [CastMatcher], slot: Slot?, isDefault: Bool, body: StmtCode,
                        guardCode: ((Interpreter) throws(RuntimeFailure) -> Bool)?)] = []
        var hasDefault = false
        let source = subj.type
        for c in cases {
            if c.body.isEmpty {
                throw Diagnostic("\(c.isDefault ? "'default'" : "'case'") label in a 'switch' must have at least one executable statement",
                                 at: c.pos, length: c.isDefault ? 8 : 4)
            }
            scopes.append(Scope())
            var matchers: [CastMatcher] = []
            var slot: Slot?
            for p in c.patterns {
                switch p.kind {
                case .castPattern(let name, let ts):
                    let target = try resolveType(ts)
                    let plan = try castPlan(target)
                    let matcher: CastMatcher = { (v: Value, i: Interpreter) throws(RuntimeFailure) -> Value? in try plan.cast(v, source, i) }
                    matchers.append(matcher)
                    if let name {
                        if c.patterns.count > 1 { throw Diagnostic.unsupported("bindings in a 'case' with several patterns", at: p.pos) }
                        slot = try declareVariable(name, type: target, isLet: true, namePos: p.pos, keywordPos: nil, initialized: true).slot
                    }
                case .name("_"):
                    let any: CastMatcher = { (v: Value, _: Interpreter) throws(RuntimeFailure) -> Value? in v }
                    matchers.append(any)
                default:
                    // `case 0 as Int`, `case let (x, y) as (Double, Double)` (TypePatternsInSwitch.swift).
                    guard let m = try valueCastPattern(p, source) else {
                        scopes.removeLast()
                        throw Diagnostic.unsupported("mixing type patterns with other patterns in a 'switch'", at: p.pos)
                    }
                    matchers.append(m)
                }
            }
            var guardCode: ((Interpreter) throws(RuntimeFailure) -> Bool)?
            if let w = c.whereClause {
                do throws(Diagnostic) { guardCode = try boolCondition(w) } catch {
                    scopes.removeLast()
                    throw error
                }
            }
            if c.isDefault { hasDefault = true }
            switchDepth += 1
            let body: StmtCode
            do throws(Diagnostic) { body = try compileBlock(c.body) } catch {
                switchDepth -= 1
                scopes.removeLast()
                throw error
            }
            switchDepth -= 1
            scopes.removeLast()
            compiled.append((matchers, slot, c.isDefault, body, guardCode))
        }
        if !hasDefault {
            throw Diagnostic("switch must be exhaustive", at: pos, length: 6,
                             notes: [DiagnosticNote(message: "add a default clause", pos: pos)])
        }
        let subjectCode = subj.code
        return { i throws(RuntimeFailure) in
            let v = try subjectCode(i)
            var matched = false
            for c in compiled {
                if !matched {
                    if c.isDefault {
                        matched = true
                    } else {
                        for (k, m) in c.matchers.enumerated() {
                            if let r = try m(v, i) {
                                if let slot = c.slot { Compiler.setter(slot)(i, r) }
                                // A `where` clause belongs to the last pattern of the case.
                                matched = k == c.matchers.count - 1 ? try c.guardCode?(i) ?? true : true
                                if matched { break }
                            }
                        }
                    }
                    if !matched { continue }
                }
                switch try c.body(i) {
                case .normal, .breakLoop: return .normal
                case .fallthroughCase: continue
                case .continueLoop: return .continueLoop
                case .returned: return .returned
                }
            }
            return .normal
        }
    }
}

extension SType {
    /// The name a failed `as!` shows: `Swift.Int`, `main.Dog`.
    var qualifiedRuntimeName: String {
        switch self {
        case .nominal(let n): return n.kind == .protocolType && n.moduleName == "Swift" ? n.name : n.qualifiedName
        case .optional(let w): return "Swift.Optional<\(w.qualifiedRuntimeName)>"
        case .array(let e): return "Swift.Array<\(e.qualifiedRuntimeName)>"
        case .dictionary(let k, let v): return "Swift.Dictionary<\(k.qualifiedRuntimeName), \(v.qualifiedRuntimeName)>"
        default: return "Swift." + runtimeName
        }
    }
}
