/// `_hostCall(name, strings) -> [String]`: code in a host module (keylab's
/// UIKit prelude) asks the host for something at once, while the learner's
/// code runs (`layoutIfNeeded()` lays the screen out at the moment it is
/// called). The host answers through `SwiftREPL.hostHandler`; it must not call
/// back into the session. Without a handler the answer is an empty list.
extension Compiler {
    func hostCall(_ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        guard args.count == 2, args[0].label == nil, args[1].label == nil else {
            throw Diagnostic("'_hostCall' takes (_ name: String, _ arguments: [String])", at: e.pos)
        }
        let name = try convert(try expression(args[0].value, .string), to: .string, args[0].value, context: .argument)
        let list = try convert(try expression(args[1].value, .array(.string)), to: .array(.string), args[1].value, context: .argument)
        return Typed(type: .array(.string), code: { i throws(RuntimeFailure) in
            guard case .string(let n) = try name(i), case .array(let items) = try list(i), let handler = i.hostHandler else {
                return .array([])
            }
            var strings: [String] = []
            strings.reserveCapacity(items.count)
            for item in items { if case .string(let s) = item { strings.append(s) } }
            return .array(handler(n, strings).map { .string($0) })
        })
    }

    /// `_hostNumbers(name, handle, numbers) -> [Double]`: a host-backed property of
    /// one of the host's objects (keylab: a view's geometry over its scene handle).
    /// Numbers travel as numbers, so a getter or setter costs no text. The host
    /// answers through `SwiftREPL.hostNumbersHandler` and must not call back into
    /// the session; without a handler the answer is empty (the caller falls back to
    /// what it holds itself).
    func hostNumbersCall(_ args: [Argument], _ e: Expr) throws(Diagnostic) -> Typed {
        guard args.count == 3, args.allSatisfy({ $0.label == nil }) else {
            throw Diagnostic("'_hostNumbers' takes (_ name: String, _ handle: Int, _ numbers: [Double])", at: e.pos)
        }
        let name = try convert(try expression(args[0].value, .string), to: .string, args[0].value, context: .argument)
        let handle = try convert(try expression(args[1].value, .int), to: .int, args[1].value, context: .argument)
        let list = try convert(try expression(args[2].value, .array(.double)), to: .array(.double), args[2].value, context: .argument)
        return Typed(type: .array(.double), code: { i throws(RuntimeFailure) in
            guard let handler = i.hostNumbersHandler, case .string(let n) = try name(i), case .int(let h) = try handle(i),
                  case .array(let items) = try list(i) else {
                return .array([])
            }
            var numbers: [Double] = []
            numbers.reserveCapacity(items.count)
            for item in items { if case .double(let x) = item { numbers.append(x) } }
            return .array(handler(n, h, numbers).map { .double($0) })
        })
    }
}
