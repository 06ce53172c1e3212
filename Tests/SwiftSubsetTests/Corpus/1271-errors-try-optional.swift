enum ParseError: Error { case bad }
func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError.bad }
    return n
}
let x = try? parse("12")
let y = try? parse("twelve")
print(x as Any, y as Any)
