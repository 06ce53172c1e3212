/// The collection methods that take closures: `map`, `filter`, `reduce`, `compactMap`, `flatMap`,
/// `forEach`, `sorted(by:)`, `first(where:)`, `firstIndex(where:)`, `lastIndex(where:)`,
/// `contains(where:)`, `allSatisfy`, `min(by:)`, `max(by:)`, dictionary `mapValues`, and the
/// mutating `sort(by:)` and `removeAll(where:)`, on arrays, ranges, strings, sets and dictionaries.
///
/// A closure argument is compiled with the element type as its parameter type; for dictionaries
/// the element is the tuple `(key: K, value: V)`, and a closure with two parameters gets it
/// spread (`{ k, v in … }`), as Swift allows.
struct ClosureArgument {
    var code: Code
    var result: SType
    /// Pass the tuple element's parts as separate arguments.
    var spread: Bool
}

extension Interpreter {
    @inline(__always)
    func apply(_ f: FunctionValue, _ v: Value, spread: Bool, line: Int) throws(RuntimeFailure) -> Value {
        if spread, case .tuple(let parts) = v { return try invoke(f, parts, line: line) }
        return try invoke1(f, v, line: line)
    }
}

extension Compiler {
    static let closureMethodNames: Set<String> = [
        "map", "filter", "reduce", "compactMap", "flatMap", "forEach", "sorted", "first", "firstIndex", "lastIndex",
        "contains", "allSatisfy", "min", "max", "mapValues", "last", "count", "prefix", "drop",
    ]

    /// The element type of a sequence the closure methods work on, or nil.
    static func sequenceElement(_ t: SType) -> SType? {
        switch t {
        case .array(let e), .set(let e), .stride(let e): return e
        case .range(let b), .closedRange(let b): return b.isInteger ? b : nil
        case .string: return .character
        case .dictionary(let k, let v): return .tuple([k, v], ["key", "value"])
        default: return t.stdlibElement
        }
    }

    /// Whether a call uses a closure-taking overload (a `by:`/`where:` label, a closure argument…).
    static func takesClosure(_ name: String, _ args: [Argument]) -> Bool {
        switch name {
        case "map", "filter", "reduce", "compactMap", "flatMap", "forEach", "allSatisfy", "mapValues": return true
        case "sorted", "min", "max": return !args.isEmpty
        case "first", "last", "firstIndex", "lastIndex", "contains":
            return args.first.map { $0.label == "where" || $0.isTrailingClosure || Compiler.isFunctionLiteral($0.value) } ?? false
        case "count": return args.first?.label == "where" || args.first?.isTrailingClosure == true
        case "prefix", "drop": return args.first?.label == "while" || args.first?.isTrailingClosure == true
        default: return false
        }
    }

    static func isFunctionLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .closure, .operatorFunction: return true
        default: return false
        }
    }

    /// Checks the argument that must be a function `(params) -> result` (result nil: inferred).
    func closureArgument(_ a: Argument, params: [SType], result: SType?, label: String?, firstIsInout: Bool = false,
                         name: String, namePos: SourcePos) throws(Diagnostic) -> ClosureArgument {
        if a.label != label && !a.isTrailingClosure {
            if let label {
                if let have = a.label {
                    if Compiler.otherStdlibLabels[name]?.contains(have) == true {
                        throw Diagnostic.unsupported("'\(name)(\(have):)'", at: a.labelPos ?? a.value.pos)
                    }
                    throw Diagnostic("incorrect argument label in call (have '\(have):', expected '\(label):')", at: a.labelPos ?? a.value.pos)
                }
                throw Diagnostic("missing argument label '\(label):' in call", at: a.value.pos)
            }
            throw Diagnostic("extraneous argument label '\(a.label ?? ""):' in call", at: a.labelPos ?? a.value.pos)
        }
        if case .closure(let c) = a.value.kind {
            // `{ k, v in … }` for a `(key:, value:)` element: the tuple is spread over the parameters.
            if params.count == 1, case .tuple(let parts, _) = params[0], parts.count > 1 {
                let explicit = c.params?.count
                let anonymous = c.params == nil ? Compiler.anonymousArgumentUse(c.body).map { $0.highest + 1 } : nil
                if explicit == parts.count || (anonymous ?? 0) == parts.count {
                    let t = try closureLiteral(c, params: parts, result: result, a.value, rethrowing: true)
                    return ClosureArgument(code: t.code, result: Compiler.functionResult(t.type), spread: true)
                }
            }
            let t = try closureLiteral(c, params: params, result: result, a.value, firstIsInout: firstIsInout, rethrowing: true)
            return ClosureArgument(code: t.code, result: Compiler.functionResult(t.type), spread: false)
        }
        if firstIsInout { throw Diagnostic.unsupported("a function that is not a closure literal in '\(name)(into:_:)'", at: a.value.pos) }
        let expected: SType? = result.map { .function(params, $0) }
        let t = try expression(a.value, expected)
        guard case .function(let ps, let r) = t.type, ps == params else {
            let want = SType.function(params, result ?? .void).name
            throw Diagnostic("cannot convert value of type '\(t.type.name)' to expected argument type '\(want)'",
                             at: a.value.pos, length: a.value.length)
        }
        if let result, r != result {
            throw Diagnostic("cannot convert value of type '\(t.type.name)' to expected argument type '\(SType.function(params, result).name)'",
                             at: a.value.pos, length: a.value.length)
        }
        return ClosureArgument(code: t.code, result: r, spread: false)
    }

    static func functionResult(_ t: SType) -> SType {
        if case .function(_, let r) = t { return r }
        return .void
    }

    /// Non-mutating closure methods; nil when `name` is not one of them for this type.
    func closureMethod(_ b: Typed, _ name: String, namePos: SourcePos, _ args: [Argument], _ e: Expr,
                       expected: SType? = nil) throws(Diagnostic) -> Typed? {
        if case .optional(let wrapped) = b.type, name == "map" || name == "flatMap" {
            return try optionalMap(b, wrapped, flat: name == "flatMap", args, namePos: namePos, e)
        }
        guard Compiler.closureMethodNames.contains(name), let el = Compiler.sequenceElement(b.type),
              Compiler.takesClosure(name, args) else { return nil }
        let line = e.pos.line
        let base = b.code
        let elements = Compiler.elementsOf(b.type)
        func only() throws(Diagnostic) -> Argument {
            guard args.count == 1 else {
                throw Diagnostic(args.isEmpty ? "missing argument in call" : "extra argument in call",
                                 at: args.count > 1 ? args[1].value.pos : e.pos)
            }
            return args[0]
        }
        func fn(_ v: Value) -> FunctionValue? { if case .function(let f) = v { return f }; return nil }
        switch name {
        case "map":
            if case .dictionary = b.type {} else if args.first?.label != nil && args.first?.isTrailingClosure == false {
                throw Diagnostic("extraneous argument label '\(args[0].label ?? ""):' in call", at: args[0].labelPos ?? e.pos)
            }
            // `let ys: [String] = xs.map { … }`: the context gives the closure's result type.
            var resultHint: SType?
            if case .array(let want)? = expected { resultHint = want }
            let c = try closureArgument(try only(), params: [el], result: resultHint, label: nil, name: name, namePos: namePos)
            let f = c.code, spread = c.spread
            return Typed(type: .array(c.result), code: { i throws(RuntimeFailure) in
                guard let fv = fn(try f(i)) else { return .void }
                let all = try elements(try base(i))
                var out: [Value] = []
                out.reserveCapacity(all.count)
                for v in all { out.append(try i.apply(fv, v, spread: spread, line: line)) }
                return .array(out)
            })
        case "mapValues":
            guard case .dictionary(let k, let v) = b.type else { return nil }
            let c = try closureArgument(try only(), params: [v], result: nil, label: nil, name: name, namePos: namePos)
            let f = c.code
            return Typed(type: .dictionary(k, c.result), code: { i throws(RuntimeFailure) in
                guard let fv = fn(try f(i)), case .dictionary(var d) = try base(i) else { return .void }
                for j in 0..<d.values.count { d.values[j] = try i.invoke1(fv, d.values[j], line: line) }
                return .dictionary(d)
            })
        case "compactMap", "flatMap":
            let c = try closureArgument(try only(), params: [el], result: nil, label: nil, name: name, namePos: namePos)
            let f = c.code, spread = c.spread
            let resultElement: SType
            let flat = name == "flatMap"
            if flat {
                guard case .array(let inner) = c.result else {
                    throw Diagnostic.unsupported("flatMap with a closure that does not return an array (use compactMap)", at: namePos)
                }
                resultElement = inner
            } else if case .optional(let w) = c.result {
                resultElement = w
            } else {
                resultElement = c.result
            }
            let optional = c.result.isOptional
            return Typed(type: .array(resultElement), code: { i throws(RuntimeFailure) in
                guard let fv = fn(try f(i)) else { return .void }
                var out: [Value] = []
                for v in try elements(try base(i)) {
                    let r = try i.apply(fv, v, spread: spread, line: line)
                    if flat { out.append(contentsOf: r.asArray) } else if !optional { out.append(r) } else if case .some(let w) = r { out.append(w) }
                }
                return .array(out)
            })
        case "filter":
            let c = try closureArgument(try only(), params: [el], result: .bool, label: nil, name: name, namePos: namePos)
            let f = c.code, spread = c.spread
            let type = b.type
            let resultType: SType
            switch type {
            case .string, .set, .dictionary: resultType = type
            default: resultType = .array(el)
            }
            return Typed(type: resultType, code: { i throws(RuntimeFailure) in
                guard let fv = fn(try f(i)) else { return .void }
                let source = try base(i)
                var kept: [Value] = []
                for v in try elements(source) where (try i.apply(fv, v, spread: spread, line: line)).asBool { kept.append(v) }
                switch type {
                case .string: return .string(String(kept.map { $0.asCharacter }))
                case .set: return .set(SetValue(kept))
                case .dictionary:
                    var d = DictionaryValue()
                    for p in kept { if case .tuple(let kv) = p, kv.count == 2 { d.set(kv[0], kv[1]) } }
                    return .dictionary(d)
                default: return .array(kept)
                }
            })
        case "reduce":
            guard args.count == 2 else {
                throw Diagnostic(args.count < 2 ? "missing argument for parameter #2 in call" : "extra argument in call", at: e.pos)
            }
            let into = args[0].label == "into"
            if let l = args[0].label, !into {
                throw Diagnostic("extraneous argument label '\(l):' in call", at: args[0].labelPos ?? e.pos)
            }
            // `reduce(into: [:]) { (d: inout [String: Int], w) in … }`: the closure names the type.
            var initialHint: SType?
            if case .closure(let c) = args[1].value.kind, let ts = c.params?.first?.type { initialHint = try resolveType(ts) }
            // `[1.5, 2].reduce(0, +)`: a bare number literal takes the (numeric) element type.
            if initialHint == nil, literalDefault(args[0].value) != nil, el.isNumeric { initialHint = el }
            let initial = try expression(args[0].value, initialHint)
            if initial.isNilLiteral { throw Diagnostic("'nil' requires a contextual type", at: args[0].value.pos) }
            let acc = initial.type
            let c = try closureArgument(args[1], params: [acc, el], result: into ? .void : acc, label: nil,
                                        firstIsInout: into, name: name, namePos: namePos)
            let f = c.code, start = initial.code
            return Typed(type: acc, code: { i throws(RuntimeFailure) in
                let first = try start(i)
                guard let fv = fn(try f(i)) else { return .void }
                let all = try elements(try base(i))
                if into {
                    let box = Box(first)
                    for v in all { _ = try i.invoke2(fv, .box(box), v, line: line) }
                    return box.value
                }
                var r = first
                for v in all { r = try i.invoke2(fv, r, v, line: line) }
                return r
            })
        case "forEach":
            let c = try closureArgument(try only(), params: [el], result: .void, label: nil, name: name, namePos: namePos)
            let f = c.code, spread = c.spread
            return Typed(type: .void, code: { i throws(RuntimeFailure) in
                guard let fv = fn(try f(i)) else { return .void }
                for v in try elements(try base(i)) { _ = try i.apply(fv, v, spread: spread, line: line) }
                return .void
            })
        case "sorted", "min", "max":
            let c = try closureArgument(try only(), params: [el, el], result: .bool, label: "by", name: name, namePos: namePos)
            let f = c.code
            let which = name
            return Typed(type: name == "sorted" ? .array(el) : .optional(el), code: { i throws(RuntimeFailure) in
                guard let fv = fn(try f(i)) else { return .void }
                let all = try elements(try base(i))
                let less = try Compiler.ordering(fv, i, line: line)
                if which == "sorted" { return .array(try Compiler.sort(all, by: fv, i, line: line)) }
                guard var best = all.first else { return .none }
                for v in all.dropFirst() {
                    // Both keep the first of equal elements, as the standard library's loop does.
                    if which == "min" ? try less(v, best) : try less(best, v) { best = v }
                }
                return .some(best)
            })
        case "count":
            let c = try closureArgument(try only(), params: [el], result: .bool, label: "where", name: name, namePos: namePos)
            let f = c.code, spread = c.spread
            return Typed(type: .int, code: { i throws(RuntimeFailure) in
                guard let fv = fn(try f(i)) else { return .void }
                var n = 0
                for v in try elements(try base(i)) where (try i.apply(fv, v, spread: spread, line: line)).asBool { n += 1 }
                return .int(n)
            })
        case "prefix", "drop":
            // `prefix(while:)` / `drop(while:)`: Swift's slice prints like the array (or string) itself.
            let c = try closureArgument(try only(), params: [el], result: .bool, label: "while", name: name, namePos: namePos)
            let f = c.code, spread = c.spread
            let isPrefix = name == "prefix"
            let isString = b.type == .string
            guard case .array = b.type, !isString else {
                if isString {
                    return Typed(type: .string, code: { i throws(RuntimeFailure) in
                        guard let fv = fn(try f(i)) else { return .void }
                        let all = try elements(try base(i))
                        var k = 0
                        while k < all.count, (try i.apply(fv, all[k], spread: spread, line: line)).asBool { k += 1 }
                        let part = isPrefix ? all[..<k] : all[k...]
                        return .string(String(part.map { $0.asCharacter }))
                    })
                }
                throw Diagnostic.unsupported("'\(name)(while:)' on '\(b.type.name)'", at: namePos)
            }
            return Typed(type: b.type, code: { i throws(RuntimeFailure) in
                guard let fv = fn(try f(i)) else { return .void }
                let all = try elements(try base(i))
                var k = 0
                while k < all.count, (try i.apply(fv, all[k], spread: spread, line: line)).asBool { k += 1 }
                return .array(Array(isPrefix ? all[..<k] : all[k...]))
            })
        case "first", "last", "firstIndex", "lastIndex", "contains", "allSatisfy":
            let label: String? = name == "allSatisfy" ? nil : "where"
            let c = try closureArgument(try only(), params: [el], result: .bool, label: label, name: name, namePos: namePos)
            let f = c.code, spread = c.spread
            let resultType: SType
            switch name {
            case "first", "last": resultType = .optional(el)
            case "firstIndex", "lastIndex":
                guard case .array = b.type else { throw Diagnostic.unsupported("'\(name)(where:)' on '\(b.type.name)'", at: namePos) }
                resultType = .optional(.int)
            default: resultType = .bool
            }
            let which = name
            return Typed(type: resultType, code: { i throws(RuntimeFailure) in
                guard let fv = fn(try f(i)) else { return .void }
                let all = try elements(try base(i))
                let backwards = which == "last" || which == "lastIndex"
                var k = backwards ? all.count - 1 : 0
                while backwards ? k >= 0 : k < all.count {
                    let hit = (try i.apply(fv, all[k], spread: spread, line: line)).asBool
                    switch which {
                    case "allSatisfy": if !hit { return .bool(false) }
                    case "contains": if hit { return .bool(true) }
                    case "first", "last": if hit { return .some(all[k]) }
                    default: if hit { return .some(.int(k)) }
                    }
                    k += backwards ? -1 : 1
                }
                switch which {
                case "allSatisfy": return .bool(true)
                case "contains": return .bool(false)
                default: return .none
                }
            })
        default:
            return nil
        }
    }

    /// A comparator from a function value; `<`/`>` passed as functions skip the call machinery.
    static func ordering(_ fv: FunctionValue, _ i: Interpreter, line: Int) throws(RuntimeFailure) -> (Value, Value) throws(RuntimeFailure) -> Bool {
        if let c = fv.comparator { return { a, b in c(a, b) } }
        return { a, b throws(RuntimeFailure) in (try i.invoke2(fv, a, b, line: line)).asBool }
    }

    /// Sorts with a comparator that may fail; the standard library's sort cannot throw typed errors.
    ///
    /// The positions are sorted, not the values: the algorithm moves plain `Int`s instead of retaining
    /// and releasing every `Value` it moves, and it is the same algorithm, so the comparator sees the
    /// same pairs in the same order (a comparator that prints prints the same lines).
    static func sort(_ values: [Value], _ less: (Value, Value) throws(RuntimeFailure) -> Bool) throws(RuntimeFailure) -> [Value] {
        var failure: RuntimeFailure?
        return try values.withUnsafeBufferPointer { (p) throws(RuntimeFailure) -> [Value] in
            // `sort` on the positions, not `sorted`: `sorted` is a copy and then the same `sort`.
            var order = Array(p.indices)
            order.sort { a, b in
                if failure != nil { return false }
                do throws(RuntimeFailure) { return try less(p[a], p[b]) } catch { failure = error; return false }
            }
            if let failure { throw failure }
            return order.map { p[$0] }
        }
    }

    /// `sorted(by:)` / `sort(by:)` with a function value: as `sort(_:_:)`. The elements are copied
    /// into the comparator's frame (retained): a frame's slots are released when it returns, and the
    /// comparator may keep `$0`, so lending them unretained would free them twice.
    static func sort(_ values: [Value], by fv: FunctionValue, _ i: Interpreter, line: Int) throws(RuntimeFailure) -> [Value] {
        if fv.native != nil { return try sort(values, try ordering(fv, i, line: line)) }
        if let keyTest = fv.box.keyTest, values.count > 1, let sorted = try sortByKeys(values, keyTest, i, line: line) {
            return sorted
        }
        var failure: RuntimeFailure?
        return try values.withUnsafeBufferPointer { (p) throws(RuntimeFailure) -> [Value] in
            var order = Array(p.indices)
            order.sort { a, b in
                if failure != nil { return false }
                do throws(RuntimeFailure) {
                    return (try i.invoke2(fv, p[a], p[b], line: line)).asBool
                } catch { failure = error; return false }
            }
            if let failure { throw failure }
            return order.map { p[$0] }
        }
    }

    /// `sorted(by:)` with a comparator that only compares `Int`, `Double` or `String` keys read from its
    /// parameters (SortKeyTest.swift): the keys are read once per element and compared without calls; nil when
    /// an element does not have the shape the test reads (the caller then calls the closure).
    /// Each comparison still counts as a call for the step limit, and the first one checks the
    /// depth limit as the call would.
    static func sortByKeys(_ values: [Value], _ keyTest: SortKeyTest, _ i: Interpreter,
                           line: Int) throws(RuntimeFailure) -> [Value]? {
        try values.withUnsafeBufferPointer { (p) throws(RuntimeFailure) -> [Value]? in
            guard let order = try keyOrder(p, keyTest, i, line: line) else { return nil }
            return order.map { p[Int($0)] }
        }
    }

    /// The sorted positions, as `Int32`s (half the memory); the key table is freed before the
    /// caller builds the sorted array, so the two are never alive together.
    private static func keyOrder(_ p: UnsafeBufferPointer<Value>, _ keyTest: SortKeyTest, _ i: Interpreter,
                                 line: Int) throws(RuntimeFailure) -> [Int32]? {
        guard p.count < Int(Int32.max), let table = SortKeyTable(keyTest, p) else { return nil }
        try i.enterCall(line: line)
        i.depth -= 1
        var failure: RuntimeFailure?
        var order = Array(0..<Int32(p.count))
        let width = table.width, test = table.test
        table.cells.withUnsafeBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            order.sort { a, b in
                if failure != nil { return false }
                do throws(RuntimeFailure) { try i.step() } catch { failure = error; return false }
                return test(base + Int(a) * width, base + Int(b) * width)
            }
        }
        if let failure { throw failure }
        return order
    }

    /// `sort(by:)` and `removeAll(where:)` change the variable: the new array is computed from a
    /// copy (the closure may read the variable meanwhile), then stored.
    func closureMutatingMethod(_ lv: LValue, base: Expr, _ name: String, namePos: SourcePos, _ args: [Argument],
                               _ e: Expr) throws(Diagnostic) -> Typed? {
        guard case .array(let el) = lv.type, !args.isEmpty, name == "sort" || name == "removeAll" else { return nil }
        let line = e.pos.line
        let isSort = name == "sort"
        let c = try closureArgument(args[0], params: isSort ? [el, el] : [el], result: .bool, label: isSort ? "by" : "where",
                                    name: name, namePos: namePos)
        let f = c.code
        let read = try expression(base, nil).code
        let compute: Code = { i throws(RuntimeFailure) in
            guard case .function(let fv) = try f(i), case .array(let arr) = try read(i) else { return .void }
            if isSort { return .array(try Compiler.sort(arr, by: fv, i, line: line)) }
            var kept: [Value] = []
            for v in arr where !(try i.invoke1(fv, v, line: line)).asBool { kept.append(v) }
            return .array(kept)
        }
        return Typed(type: .void, code: mutation(lv, line: line, operand: compute) { (place: inout Value, new: Value) throws(RuntimeFailure) -> Value in
            place = new
            return .void
        })
    }
}

extension Compiler {
    /// `Int("5").map { $0 * 2 }`: Optional's `map` / `flatMap` run the closure on a present value.
    func optionalMap(_ b: Typed, _ wrapped: SType, flat: Bool, _ args: [Argument], namePos: SourcePos,
                     _ e: Expr) throws(Diagnostic) -> Typed {
        guard args.count == 1 else { throw Diagnostic(args.isEmpty ? "missing argument in call" : "extra argument in call", at: e.pos) }
        let c = try closureArgument(args[0], params: [wrapped], result: nil, label: nil, name: flat ? "flatMap" : "map",
                                    namePos: namePos)
        var result = c.result
        if flat {
            guard case .optional = result else {
                throw Diagnostic("cannot convert value of type '\(result.name)' to closure result type '\(result.name)?'", at: args[0].value.pos)
            }
        } else {
            result = .optional(result)
        }
        let f = c.code, base = b.code
        let line = e.pos.line
        return Typed(type: result, code: { i throws(RuntimeFailure) in
            guard case .some(let w) = try base(i) else { return .none }
            guard case .function(let fv) = try f(i) else { return .none }
            let r = try i.invoke1(fv, w, line: line)
            return flat ? r : .some(r)
        })
    }
}
