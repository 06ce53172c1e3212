// Enums with switch: shapes with associated values, and a small stack machine running a program.
enum Shape {
    case circle(radius: Int)
    case rect(width: Int, height: Int)
    case triangle(base: Int, height: Int)
    case empty
}
enum Instruction {
    case push(Int)
    case add, mul, dup, swap, drop, rot
    case jumpIfPositive(Int)
    case decrement
}
func area2(_ s: Shape) -> Int {
    switch s {
    case .circle(let r): return 2 * 3 * r * r
    case .rect(let w, let h) where w == h: return 2 * w * w
    case .rect(let w, let h): return 2 * w * h
    case .triangle(let b, let h): return b * h
    case .empty: return 0
    }
}
let n = 300_000
var shapes: [Shape] = []
for i in 0..<n {
    switch i % 4 {
    case 0: shapes.append(.circle(radius: i % 10))
    case 1: shapes.append(.rect(width: i % 7, height: i % 5))
    case 2: shapes.append(.triangle(base: i % 9, height: 3))
    default: shapes.append(.empty)
    }
}
var total = 0
var squares = 0
for s in shapes {
    total += area2(s)
    if case .rect(let w, let h) = s, w == h { squares += 1 }
}
// Sums 3 * k for k from n / 4 down to 1 on the stack machine.
let program: [Instruction] = [.push(0), .push(n / 4), .dup, .push(3), .mul, .rot, .add, .swap,
                              .decrement, .jumpIfPositive(2)]
func run(_ program: [Instruction], steps: Int) -> (Int, Int) {
    var stack: [Int] = []
    var pc = 0
    var executed = 0
    while pc < program.count && executed < steps {
        executed += 1
        switch program[pc] {
        case .push(let v): stack.append(v)
        case .add: let b = stack.removeLast(); let a = stack.removeLast(); stack.append(a + b)
        case .mul: let b = stack.removeLast(); let a = stack.removeLast(); stack.append(a * b)
        case .dup: stack.append(stack[stack.count - 1])
        case .swap: stack.swapAt(stack.count - 1, stack.count - 2)
        case .drop: stack.removeLast()
        case .rot:
            let c = stack.removeLast(); let b = stack.removeLast(); let a = stack.removeLast()
            stack.append(b); stack.append(c); stack.append(a)
        case .decrement: stack[stack.count - 1] -= 1
        case .jumpIfPositive(let target):
            if stack[stack.count - 1] > 0 { pc = target; continue }
        }
        pc += 1
    }
    return (stack.count, stack.first ?? 0)
}
let (depth, top) = run(program, steps: n * 3)
print(total, squares, depth, top)
