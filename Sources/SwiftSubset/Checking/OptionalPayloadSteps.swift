/// Changing the value inside an optional in place: `groups[key]!.append(x)`, `scores[key]?.append(x)`,
/// `maybe!.count += 1`.
///
/// The path step used to read the payload out (a copy: a second reference to its array or string)
/// and write a new optional back, so every append through `!` or `?.` copied the whole array
/// (quadratic in a loop). The payload is now moved out of the optional while it changes, as a
/// struct's field or an array's element is, and put back however the change ends.
extension Compiler {
    /// Runs `body` on the payload of the optional `v`. A nil optional traps with `failure` (a force
    /// unwrap) or is left alone (an optional chain); `.void` means an earlier step found no value.
    static func modifyPayload(_ v: inout Value, failure: String?, line: Int,
                              _ body: (inout Value) throws(RuntimeFailure) -> Void) throws(RuntimeFailure) {
        guard case .some(var w) = v else {
            if case .void = v { return }
            if let failure { throw .fatal(failure, line: line) }
            return
        }
        v = .void
        defer { v = .some(w) }
        try body(&w)
    }
}
