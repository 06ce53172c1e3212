/// `Barcode.qrCode` without a call: a case with associated values is a function from them to the
/// enum (`(String) -> Barcode`), as in Swift (`["a", "b"].map(Barcode.qrCode)`).
extension Compiler {
    func enumCaseConstructor(_ n: NominalType, _ tag: Int) -> Typed {
        let params = n.cases[tag].associated.map(\.type)
        let f = FunctionValue(native: { _, args in .enumCase(tag, args) })
        let v = Value.function(f)
        return Typed(type: .function(params, .nominal(n)), code: { _ in v })
    }
}
