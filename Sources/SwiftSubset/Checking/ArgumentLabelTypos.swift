/// How swiftc pairs a mislabeled argument with a parameter that has a default value: a label one
/// edit away from the parameter's (`greetingg:` for `greeting:`) is a typo, reported as an
/// incorrect label; any other label leaves the parameter to its default and makes the argument
/// extra (`greet(name: "Bo", greet: "Hi")` → "extra argument 'greet' in call").
extension Compiler {
    static func isLabelTypo(_ written: String, of label: String) -> Bool {
        editDistance(Array(written.unicodeScalars), Array(label.unicodeScalars)) <= 1
    }

    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// Whether argument `arg` should claim the defaulted parameter `j` although its label differs.
    func claimsDefaultedParameter(_ f: FunctionSymbol, _ j: Int, _ arg: Argument) -> Bool {
        guard let want = f.labels[j] else { return false }
        // An unlabeled argument may skip ahead to a later unlabeled parameter (`f(1, 2)` for `f(_:b:_:)`).
        guard let have = arg.label else { return !f.labels[(j + 1)...].contains(where: { $0 == nil }) }
        // `move(x: 1, z: 2)` is right as written when a later parameter has the label.
        if f.labels[(j + 1)...].contains(where: { $0 == have }) { return false }
        return Compiler.isLabelTypo(have, of: want)
    }
}
