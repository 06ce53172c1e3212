// A switch over enum cases: payload tests, `_`, `where`, fallthrough, and bindings stored in
// globals, locals and captured variables.
enum Token {
    case number(Int)
    case word(String, upper: Bool)
    case pair(Int, Int)
    case end
}
let tokens: [Token] = [.number(7), .word("hi", upper: false), .pair(2, 2), .number(0), .pair(1, 5),
                       .word("OK", upper: true), .end, .number(-3)]
var log: [String] = []
var lastWord = ""
for t in tokens {
    switch t {
    case .number(0): log.append("zero")
    case .number(let n) where n < 0: log.append("neg\(n)")
    case .number(let n): log.append("num\(n)")
    case .word(let w, upper: true):
        lastWord = w
        log.append("UP:\(w)")
    case .word(let w, _): lastWord = w; log.append("w:\(w)")
    case .pair(let a, let b) where a == b:
        log.append("same\(a)")
        fallthrough
    case .pair(_, _): log.append("pair")
    case .end: log.append("end")
    }
}
print(log.joined(separator: " "), lastWord)
func describe(_ t: Token?) -> String {
    var seen = 0
    let bump = { seen += 1 }
    guard let t else { return "none" }
    switch t {
    case .number(let n): seen = n; bump()
    case .pair(let a, let b): seen = a * 10 + b
    case _: bump()
    }
    return "seen \(seen)"
}
print(describe(.number(4)), describe(.pair(3, 9)), describe(.end), describe(nil))
func total(_ list: [Token]) -> Int {
    var sum = 0
    for t in list {
        switch t {
        case .number(let x), .pair(let x, _): sum += x
        case .word(let s, _) where s.count > 2: sum += 100
        default: sum += 1000
        }
    }
    return sum
}
print(total(tokens))
