/// A shared, mutable cell. A local variable that a closure or nested function captures lives in a
/// `Box` so the closure and the function see (and change) the same variable, as Swift captures by
/// reference. Class instances can use the same idea: a reference type whose identity is the object.
final class Box: @unchecked Sendable {
    @exclusivity(unchecked) var value: Value
    init(_ value: Value) { self.value = value }
}

/// A native implementation of a function value (operators such as `+` passed as `reduce(0, +)`).
typealias NativeFunction = (Interpreter, [Value]) throws(RuntimeFailure) -> Value

/// A function as a value: a compiled body plus the values it captured when it was created.
///
/// Invariant: `captures[k]` is written to frame slot `captureSlots[k]` before the body runs; the
/// parameters occupy slots `0..<parameterCount`. A captured `var` is a `.box`, a captured `let` a
/// plain copy (it cannot change). `selfSlot`, when set, receives the function value itself, so a
/// nested function can call itself recursively without capturing its own (not yet created) value.
final class FunctionValue: @unchecked Sendable {
    let box: FunctionBox
    let captures: [Value]
    let captureSlots: [Int]
    let selfSlot: Int?
    let native: NativeFunction?
    /// For `<`, `>`, … passed as functions: the comparison itself, so `sorted(by: >)` skips calls.
    var comparator: ((Value, Value) -> Bool)?
    /// For `+`, `*`, … passed as functions: the operation itself, so `reduce(0, +)` builds no
    /// argument array per element.
    var binary: ((Value, Value) throws(RuntimeFailure) -> Value)?

    init(box: FunctionBox, captures: [Value] = [], captureSlots: [Int] = [], selfSlot: Int? = nil) {
        self.box = box
        self.captures = captures
        self.captureSlots = captureSlots
        self.selfSlot = selfSlot
        self.native = nil
    }

    init(native: @escaping NativeFunction) {
        self.box = FunctionBox(name: "native")
        self.captures = []
        self.captureSlots = []
        self.selfSlot = nil
        self.native = native
    }
}

extension Interpreter {
    /// Calls a function value with already evaluated arguments (used by `map`, `sorted(by:)`, …).
    func invoke(_ f: FunctionValue, _ args: [Value], line: Int) throws(RuntimeFailure) -> Value {
        if let native = f.native { return try native(self, args) }
        let base = try enterFrame(f, argumentCount: args.count, line: line)
        for k in 0..<args.count { stack[base + k] = args[k] }
        return try runFrame(f, base: base)
    }

    /// One-argument fast path: no argument array is built.
    func invoke1(_ f: FunctionValue, _ a: Value, line: Int) throws(RuntimeFailure) -> Value {
        if let native = f.native { return try native(self, [a]) }
        let base = try enterFrame(f, argumentCount: 1, line: line)
        stack[base] = a
        return try runFrame(f, base: base)
    }

    /// Two-argument fast path (comparators, `reduce`).
    func invoke2(_ f: FunctionValue, _ a: Value, _ b: Value, line: Int) throws(RuntimeFailure) -> Value {
        if let native = f.native {
            if let binary = f.binary { return try binary(a, b) }
            return try native(self, [a, b])
        }
        let base = try enterFrame(f, argumentCount: 2, line: line)
        stack[base] = a
        stack[base + 1] = b
        return try runFrame(f, base: base)
    }

    /// Calls a function value whose argument codes run in the caller's frame (a call `f(x)` in source).
    func callValue(_ f: FunctionValue, _ args: [Code], line: Int) throws(RuntimeFailure) -> Value {
        // One or two arguments (`both(i)`, `g(f(x))`): no argument array per call.
        if args.count == 1 { return try invoke1(f, try args[0](self), line: line) }
        if args.count == 2 {
            let a = try args[0](self)
            return try invoke2(f, a, try args[1](self), line: line)
        }
        if let native = f.native {
            var values: [Value] = []
            values.reserveCapacity(args.count)
            for a in args { values.append(try a(self)) }
            return try native(self, values)
        }
        // Arguments are evaluated before the frame exists: they may call functions themselves.
        var values: [Value] = []
        values.reserveCapacity(args.count)
        for a in args { values.append(try a(self)) }
        let base = try enterFrame(f, argumentCount: values.count, line: line)
        for k in 0..<values.count { stack[base + k] = values[k] }
        return try runFrame(f, base: base)
    }

    @inline(__always)
    private func enterFrame(_ f: FunctionValue, argumentCount: Int, line: Int) throws(RuntimeFailure) -> Int {
        try step()
        let base = sp
        sp += max(f.box.frameSize, argumentCount)
        if stack.count < sp { stack.append(contentsOf: repeatElement(.void, count: sp - stack.count + 256)) }
        try enterCall(line: line)
        return base
    }

    @inline(__always)
    private func runFrame(_ f: FunctionValue, base: Int) throws(RuntimeFailure) -> Value {
        for k in 0..<f.captures.count { stack[base + f.captureSlots[k]] = f.captures[k] }
        if let s = f.selfSlot { stack[base + s] = .function(f) }
        let savedFp = fp
        fp = base
        if let expression = f.box.expressionRef {
            // `{ $0 * 2 }`: the value itself, without a statement's flow and `returnValue`.
            let r = try runExpression(expression)
            fp = savedFp
            if f.box.releasesLocals { for k in base..<sp { stack[k] = .void } }
            sp = base
            depth -= 1
            return r
        }
        returnValue = .void
        _ = try runStatements(f.box)
        fp = savedFp
        if f.box.releasesLocals { for k in base..<sp { stack[k] = .void } }
        sp = base
        depth -= 1
        let r = returnValue
        returnValue = .void
        return r
    }
}
