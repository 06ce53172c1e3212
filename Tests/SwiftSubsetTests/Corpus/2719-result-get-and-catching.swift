enum ParseError: Error {
    case empty
    case notANumber(String)
}
func parse(_ text: String) -> Result<Int, ParseError> {
    if text.isEmpty { return .failure(.empty) }
    guard let n = Int(text) else { return .failure(.notANumber(text)) }
    return .success(n)
}
for text in ["42", "", "abc"] {
    let result = parse(text)
    switch result {
    case .success(let n):
        print("parsed \(n)")
    case .failure(.empty):
        print("nothing to parse")
    case .failure(let error):
        print("failed: \(error)")
    }
}
do {
    let n = try parse("7").get()
    print(n * 2)
    _ = try parse("x").get()
} catch {
    print("get() threw \(error)")
}
func risky(_ n: Int) throws -> Int {
    if n > 2 { throw ParseError.empty }
    return n
}
let caught = Result<Int, Error> { try risky(5) }
if case .failure(let error) = caught {
    print("caught \(error)")
}
print(parse("5"))
