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
}
