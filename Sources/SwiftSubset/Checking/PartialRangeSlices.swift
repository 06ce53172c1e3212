/// `numbers[2...]`, `numbers[..<3]`, `numbers[...1]`: an array read through a one-sided range,
/// which reaches to the array's end (or from its start). The bounds are those of the range as
/// written (SubrangeMutations.swift), met with the array's length at run time, with Swift's traps.
extension Compiler {
    /// The slice, or nil when `arg` is not a one-sided range.
    func partialRangeSliceGet(_ b: Typed, _ arg: Expr, _ el: SType, line: Int) throws(Diagnostic) -> Typed? {
        switch arg.kind {
        case .partialRangeFrom, .partialRangeUpTo: break
        default: return nil
        }
        guard let bounds = try subrangeArgument(arg, index: .int) else { return nil }
        let code = b.code
        return Typed(type: .array(el), code: { i throws(RuntimeFailure) in
            guard case .array(let arr) = try code(i), case .range(let lo, let hi) = try bounds(i) else { return .void }
            let start: Int, end: Int
            if case .int(let l) = lo { start = l } else { start = 0 }
            if case .int(let h) = hi { end = h } else { end = arr.count }
            // `a[5...]` on three elements is the range 5..<3; `a[..<(-1)]` is 0..<-1.
            guard start <= end else { throw .fatal("Range requires lowerBound <= upperBound", line: line) }
            guard start >= 0, end <= arr.count else { throw .fatal("Array index is out of range", line: line) }
            return .array(Array(arr[start..<end]))
        })
    }
}
