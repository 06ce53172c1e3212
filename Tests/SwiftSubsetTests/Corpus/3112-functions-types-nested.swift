// Functions: function types as values, parameters and results; nested functions
func add(_ a: Int, _ b: Int) -> Int { a + b }
func mul(_ a: Int, _ b: Int) -> Int { a * b }
var op: (Int, Int) -> Int = add
print(op(3, 4))
op = mul
print(op(3, 4))
func apply(_ f: (Int, Int) -> Int, to x: Int, and y: Int) -> Int { f(x, y) }
print(apply(add, to: 5, and: 6))
func stepper(up: Bool) -> (Int) -> Int {
    func inc(_ x: Int) -> Int { x + 1 }
    func dec(_ x: Int) -> Int { x - 1 }
    return up ? inc : dec
}
var level = 3
let move = stepper(up: level < 0)
while level != 0 { print(level, terminator: " "); level = move(level) }
print("zero")
let table: [String: (Double) -> Double] = ["half": { $0 / 2 }, "sq": { $0 * $0 }]
print(table["sq"]!(3), table["half"]?(5) ?? 0)
func countdown(_ n: Int) -> [Int] { n < 0 ? [] : [n] + countdown(n - 1) }
print(countdown(3))
