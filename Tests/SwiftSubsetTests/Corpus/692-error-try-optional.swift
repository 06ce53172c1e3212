enum ParseError: Error { case bad }
func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError.bad }
    return n
}
let a = try? parse("12")
let b = try? parse("x")
print(a as Any, b as Any)
if let n = try? parse("7") {
    print(n + 1)
}
print((try? parse("q")) ?? -1)
