/// `removeFirst(k)` / `removeLast(k)` on arrays and strings, and the
/// arguments the argument-less mutating methods must not silently ignore.
extension Compiler {
    /// The counted forms: they return nothing and stop the program, as the
    /// standard library does, on a negative count or one larger than the collection.
    func removeCountMutation(_ type: SType, _ name: String, _ args: [Argument], _ e: Expr) throws(Diagnostic) -> MutationParts? {
        guard name == "removeFirst" || name == "removeLast", !args.isEmpty else { return nil }
        switch type {
        case .array, .string: break
        default: return nil
        }
        let count = try methodArgument(args, 0, .int, label: nil, call: e)
        if args.count > 1 { throw Diagnostic("extra argument in call", at: args[1].value.pos) }
        let first = name == "removeFirst"
        let line = e.pos.line
        let change = { (v: inout Value, x: Value) throws(RuntimeFailure) -> Value in
            let k = x.asInt
            guard k >= 0 else { throw .fatal("Number of elements to remove should be non-negative", line: line) }
            // `if case`, not `switch v`: a switch's copy of `v` would keep the storage shared.
            if case .array(var a) = v {
                guard k <= a.count else { throw .fatal(Compiler.tooManyToRemove(first: first), line: line) }
                v = .void
                if first { a.removeFirst(k) } else { a.removeLast(k) }
                v = .array(a)
            } else if case .string(var s) = v {
                guard k <= s.count else { throw .fatal(Compiler.tooManyToRemove(first: first), line: line) }
                v = .void
                if first { s.removeFirst(k) } else { s.removeLast(k) }
                v = .string(s)
            }
            return .void
        }
        return MutationParts(resultType: .void, operand: count, change: change)
    }

    /// The standard library words the two checks differently.
    static func tooManyToRemove(first: Bool) -> String {
        first ? "Can't remove more items from a collection than it has"
            : "Can't remove more items from a collection than it contains"
    }

    /// `popLast(2)`, `reverse(x)`, `shuffle(x)`: swiftc's error rather than an
    /// argument ignored (the forms that take arguments are compiled before this).
    func refuseArgumentsToArgumentlessMutation(_ type: SType, _ name: String, _ args: [Argument]) throws(Diagnostic) {
        guard let a = args.first else { return }
        switch type {
        case .array, .string: break
        default: return
        }
        guard ["popLast", "reverse", "shuffle", "sort", "removeAll", "removeFirst", "removeLast"].contains(name) else { return }
        if let label = a.label {
            throw Diagnostic.unsupported("'\(name)(\(label):)'", at: a.labelPos ?? a.value.pos)
        }
        throw Diagnostic("argument passed to call that takes no arguments", at: a.value.pos)
    }
}

extension Compiler {
    /// Labels the standard library accepts on a closure-taking method's other
    /// overloads: refused by name, never answered with a made-up label error.
    static let otherStdlibLabels: [String: Set<String>] = [
        "removeAll": ["keepingCapacity"],
    ]
}
