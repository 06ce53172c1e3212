/// `switch` over an enum: case patterns with associated-value bindings (`case .upc(let a, _)`) and
/// swiftc's exhaustiveness error naming the missing cases.
extension Compiler {
    private typealias EnumCaseTest = (Value) -> Bool

    func enumSwitch(_ subj: Typed, _ n: NominalType, _ cases: [SwitchCase], pos: SourcePos) throws(Diagnostic) -> StmtCode {
        let st = SType.nominal(n)
        var compiled: [EnumSwitchArm] = []
        var seen: Set<Int> = []
        var hasDefault = false
        let before = initializationState
        var falling: [[Bool]] = []
        var previousNames: [String: Slot] = [:]
        for c in cases {
            if c.body.isEmpty {
                throw Diagnostic("\(c.isDefault ? "'default'" : "'case'") label in a 'switch' must have at least one executable statement",
                                 at: c.pos, length: c.isDefault ? 8 : 4)
            }
            scopes.append(Scope())
            var matchers: [EnumCaseTest] = []
            var binders: [[(Int, Slot)]] = []
            var tags: [Int?] = []
            var tagOnly: [Bool] = []
            for (pk, p) in c.patterns.enumerated() {
                let (tag, payloadMatchers, bindings, total) = try compileAlternative(c.patterns, pk) { () throws(Diagnostic) in
                    try enumPattern(p, n, st, multiple: c.patterns.count > 1)
                }
                if let tag {
                    // A case whose payload is matched against values does not cover the whole case.
                    if total && c.whereClause == nil { seen.insert(tag) }
                    matchers.append { v in
                        guard case .enumCase(let t, let payload) = v, t == tag else { return false }
                        return payloadMatchers.allSatisfy { $0(payload) }
                    }
                } else {
                    if c.whereClause == nil { seen.formUnion(n.cases.indices) }
                    matchers.append { _ in true }
                }
                binders.append(bindings)
                tags.append(tag)
                tagOnly.append(payloadMatchers.isEmpty)
            }
            if c.isDefault { hasDefault = true }
            var guardCode: ((Interpreter) throws(RuntimeFailure) -> Bool)?
            if let w = c.whereClause {
                do throws(Diagnostic) { guardCode = try boolCondition(w) } catch {
                    scopes.removeLast()
                    throw error
                }
            }
            switchDepth += 1
            restoreInitialization(before)
            let body: StmtCode
            do throws(Diagnostic) {
                body = try compileBlock(c.body)
            } catch {
                switchDepth -= 1
                scopes.removeLast()
                throw error
            }
            if !Compiler.exits(c.body) { falling.append(initializationState) }
            switchDepth -= 1
            // `fallthrough` into this case: Swift lets it bind only names the case before bound,
            // and gives them that case's values.
            var names: [String: Slot] = [:]
            if let first = c.patterns.first {
                for (name, _) in Compiler.boundNamePositions(first) {
                    if let v = scopes[scopes.count - 1].variables[name] { names[name] = v.slot }
                }
            }
            let fallIn = names.compactMap { name, slot in previousNames[name].map { ($0, slot) } }
            previousNames = names
            scopes.removeLast()
            compiled.append(EnumSwitchArm(matchers: matchers, tags: tags, tagOnly: tagOnly, binders: binders,
                                          isDefault: c.isDefault, body: body, guardCode: guardCode, fallIn: fallIn))
        }
        if !hasDefault { try checkEnumExhaustive(n, seen: seen, pos: pos) }
        mergeInitialization(hasDefault ? falling : falling + [before], fallback: before)
        let subjectCode = subj.code
        let arms = compiled
        let starts = EnumSwitchArm.starts(arms, caseCount: n.cases.count)
        return { i throws(RuntimeFailure) in
            let v = try subjectCode(i)
            var matched = false
            // The arms before `starts[tag]` cannot match a value of that case: not tested.
            var next = 0
            // -1: not a case value (no pattern of a case matches it).
            var tag = -1
            if case .enumCase(let t, _) = v { tag = t }
            if tag >= 0, tag < starts.count { next = starts[tag] }
            while next < arms.count {
                let c = arms[next]
                next += 1
                if !matched {
                    let which = c.isDefault ? nil : c.firstMatch(v, tag: tag)
                    matched = c.isDefault || which != nil
                    if !matched { continue }
                    if let which, which < c.binders.count, !c.binders[which].isEmpty, case .enumCase(_, let payload) = v {
                        for (k, slot) in c.binders[which] where k < payload.count { Compiler.store(payload[k], in: slot, i) }
                    }
                    if let g = c.guardCode, !(try g(i)) {
                        matched = false
                        continue
                    }
                }
                switch try c.body(i) {
                case .normal, .breakLoop: return .normal
                case .fallthroughCase:
                    if next < arms.count {
                        for (from, to) in arms[next].fallIn { Compiler.store(try Compiler.getter(from)(i), in: to, i) }
                    }
                    continue
                case .continueLoop: return .continueLoop
                case .returned: return .returned
                }
            }
            return .normal
        }
    }

    /// One pattern: the case index (nil for `_`), tests on the payload, the bindings it declares
    /// (payload index and slot) and whether it matches every value of that case.
    func enumPattern(_ p: Expr, _ n: NominalType, _ st: SType,
                             multiple: Bool) throws(Diagnostic) -> (Int?, [([Value]) -> Bool], [(Int, Slot)], Bool) {
        switch p.kind {
        case .name("_"):
            return (nil, [], [], true)
        case .implicitMember(let name):
            guard let tag = n.caseIndex(name) else {
                throw Diagnostic("type '\(n.name)' has no member '\(name)'", at: p.pos, length: name.utf8.count + 1)
            }
            return (tag, [], [], true)
        case .member(let base, let name, let namePos):
            guard nominalTypeNamed(base) === n, let tag = n.caseIndex(name) else {
                throw Diagnostic.unsupported("this kind of 'case' pattern", at: p.pos)
            }
            _ = namePos
            return (tag, [], [], true)
        case .call(let callee, let args, _):
            var caseName: String?
            if case .implicitMember(let name) = callee.kind { caseName = name }
            if case .member(let base, let name, _) = callee.kind, nominalTypeNamed(base) === n { caseName = name }
            guard let name = caseName else { throw Diagnostic.unsupported("this kind of 'case' pattern", at: p.pos) }
            guard let tag = n.caseIndex(name) else {
                throw Diagnostic("type '\(n.name)' has no member '\(name)'", at: callee.pos, length: name.utf8.count + 1)
            }
            let assoc = n.cases[tag].associated
            guard args.count == assoc.count else {
                throw Diagnostic.unsupported("this enum case pattern (it names \(args.count) of \(assoc.count) associated values)", at: p.pos)
            }
            var tests: [([Value]) -> Bool] = []
            var bindings: [(Int, Slot)] = []
            var total = true
            for (k, a) in args.enumerated() {
                switch a.value.kind {
                case .bindingPattern(let name, let isLet):
                    let v = try declareVariable(name, type: assoc[k].type, isLet: isLet, namePos: a.value.pos, keywordPos: nil,
                                                initialized: true)
                    bindings.append((k, v.slot))
                case .name("_"):
                    continue
                default:
                    if let nested = try nestedEnumCaseTest(a.value, assoc[k].type, index: k, multiple: multiple) {
                        tests.append(nested)
                        total = false
                        continue
                    }
                    let t = try expression(a.value, assoc[k].type)
                    guard t.type == assoc[k].type, assoc[k].type.isEquatable else {
                        throw Diagnostic("expression pattern of type '\(t.type.name)' cannot match values of type '\(assoc[k].type.name)'",
                                         at: a.value.pos, length: a.value.length)
                    }
                    let value = try constantValue(t, at: a.value.pos)
                    let index = k
                    tests.append { payload in index < payload.count && Value.equal(payload[index], value) }
                    total = false
                }
            }
            return (tag, tests, bindings, total)
        default:
            let t = try expression(p, st)
            guard t.type == st, case .enumCase(let tag, _)? = t.constant else {
                throw Diagnostic("expression pattern of type '\(t.type.name)' cannot match values of type '\(st.name)'",
                                 at: p.pos, length: p.length)
            }
            return (tag, [], [], true)
        }
    }
}

extension Compiler {
    /// `.circle(let r)`, `Shape.square(2)`, `.north` as a pattern in `if case`, `for case`, `guard case`
    /// and tuple patterns: the case's tag, then each associated value against its own pattern.
    func enumCaseMatcher(_ p: Expr, _ type: SType, binding: Bool?) throws(Diagnostic) -> Matcher? {
        var t = type
        var optional = false
        if case .optional(let w) = type { t = w; optional = true }
        guard case .nominal(let n) = t, n.kind == .enumeration else { return nil }
        var callee = p
        var args: [Argument] = []
        if case .call(let f, let a, _) = p.kind { callee = f; args = a }
        let name: String
        switch callee.kind {
        case .implicitMember(let m): name = m
        case .member(let base, let m, _) where nominalTypeNamed(base) === n: name = m
        default: return nil
        }
        guard let tag = n.caseIndex(name) else {
            throw Diagnostic("type '\(n.name)' has no member '\(name)'", at: callee.pos, length: name.utf8.count + 1)
        }
        let assoc = n.cases[tag].associated
        if case .call = p.kind, args.count != assoc.count {
            throw Diagnostic.unsupported("this enum case pattern (it names \(args.count) of \(assoc.count) associated values)", at: p.pos)
        }
        var parts: [Matcher] = []
        for (k, a) in args.enumerated() { parts.append(try compilePattern(a.value, assoc[k].type, binding: binding)) }
        let matchers = parts
        return { i, x throws(RuntimeFailure) in
            var v = x
            if optional { guard case .some(let w) = x else { return false }; v = w }
            guard case .enumCase(let t, let payload) = v, t == tag else { return false }
            for (k, m) in matchers.enumerated() where k < payload.count {
                if !(try m(i, payload[k])) { return false }
            }
            return true
        }
    }
}

/// One compiled `case` of a `switch` over an enum. A class, so running the switch passes one
/// reference per arm it visits instead of copying (retaining) each of its closures and arrays.
final class EnumSwitchArm {
    /// One test per pattern of the `case`.
    let matchers: [(Value) -> Bool]
    /// Per pattern, the enum case it matches (nil: `_`, any case).
    let tags: [Int?]
    /// Per pattern, whether its case alone decides a match (no payload values to test): then the
    /// matcher is not called.
    let tagOnly: [Bool]
    /// Per pattern, the payload positions it binds and the slot each is stored in.
    let binders: [[(Int, Slot)]]
    let isDefault: Bool
    let body: StmtCode
    let guardCode: ((Interpreter) throws(RuntimeFailure) -> Bool)?
    /// The variables this case binds that `fallthrough` from the case before fills: (the slot it
    /// is read from there, the slot here).
    let fallIn: [(Slot, Slot)]

    init(matchers: [(Value) -> Bool], tags: [Int?], tagOnly: [Bool], binders: [[(Int, Slot)]],
         isDefault: Bool, body: @escaping StmtCode, guardCode: ((Interpreter) throws(RuntimeFailure) -> Bool)?,
         fallIn: [(Slot, Slot)] = []) {
        self.fallIn = fallIn
        self.matchers = matchers
        self.tags = tags
        self.tagOnly = tagOnly
        self.binders = binders
        self.isDefault = isDefault
        self.body = body
        self.guardCode = guardCode
    }

    /// The first of this arm's patterns matching `v`, whose case is `tag` (-1: not a case value).
    @inline(__always)
    func firstMatch(_ v: Value, tag: Int) -> Int? {
        for k in 0..<tags.count {
            guard let t = tags[k] else { return k }  // `_`
            if t != tag { continue }
            if k < tagOnly.count && tagOnly[k] { return k }
            if matchers[k](v) { return k }
        }
        return nil
    }

    /// For each enum case, the first arm that may match a value of it (a `default`, a `_`, or a
    /// pattern of that case); `arms.count` when none does. Arms are still tested in order from
    /// there, so the first match, `where` clauses and `fallthrough` are as before.
    static func starts(_ arms: [EnumSwitchArm], caseCount: Int) -> [Int] {
        (0..<caseCount).map { tag in
            arms.firstIndex { arm in arm.isDefault || arm.tags.contains { $0 == nil || $0 == tag } } ?? arms.count
        }
    }
}

extension Compiler {
    /// `setter(slot)(i, v)` without a closure per store: a switch's bindings are stored on every
    /// match, and a call through a closure context cost more than the store.
    @inline(__always)
    static func store(_ v: Value, in slot: Slot, _ i: Interpreter) {
        switch slot {
        case .global(let g): i.globals[g] = v
        case .local(let l): i.stack[i.fp + l] = v
        case .boxedLocal(let l):
            if case .box(let b) = i.stack[i.fp + l] { b.value = v } else { i.stack[i.fp + l] = .box(Box(v)) }
        case .boxedGlobal(let g):
            if case .box(let b) = i.globals[g] { b.value = v } else { i.globals[g] = .box(Box(v)) }
        }
    }
}
