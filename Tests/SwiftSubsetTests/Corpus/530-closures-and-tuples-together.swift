var stack: [(String, Int)] = []
stack.append(("a", 1))
stack.append(("b", 2))
if let top = stack.last { print(top.0, top.1) }
let (name, value) = stack.removeLast()
print(name, value, stack.count)
var dict: [String: (Int, Int)] = [:]
dict["p"] = (1, 2)
if let (x, y) = dict["p"] { print(x + y) }
let ops: [String: (Int, Int) -> Int] = ["+": { $0 + $1 }, "*": { $0 * $1 }]
print(ops["+"]!(2, 3), ops["*"]!(2, 3))
func apply(_ f: (Int) -> Int, times: Int, to x: Int) -> Int {
    var r = x
    for _ in 0..<times { r = f(r) }
    return r
}
print(apply({ $0 * 2 }, times: 5, to: 1))
let compose = { (f: @escaping (Int) -> Int, g: @escaping (Int) -> Int) -> (Int) -> Int in
    return { x in g(f(x)) }
}
let h = compose({ $0 + 1 }, { $0 * 10 })
print(h(2))
var memo: [Int: Int] = [:]
func fib(_ n: Int) -> Int {
    if let v = memo[n] { return v }
    let r = n < 2 ? n : fib(n - 1) + fib(n - 2)
    memo[n] = r
    return r
}
print(fib(50))
let pairs = [(2, "b"), (1, "a"), (2, "a")]
print(pairs.sorted { $0 < $1 })
print(pairs.map { $0.1 }.joined())
let t = (1, 2)
switch t {
case (1, _), (_, 1): print("has one")
default: print("no")
}
