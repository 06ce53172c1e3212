enum Shape {
    case circle(radius: Int)
    case square(side: Int)
    case rectangle(width: Int, height: Int)
}
let shapes: [Shape] = [.circle(radius: 2), .square(side: 3), .rectangle(width: 4, height: 5)]
for shape in shapes {
    switch shape {
    case .circle(let size), .square(let size):
        print("round or square, size \(size)")
    case .rectangle(_, let w):
        print("rectangle, \(w)")
    }
}
let pairs = [(1, 0), (0, 7), (2, 2)]
for pair in pairs {
    switch pair {
    case (let n, 0), (0, let n):
        print("axis \(n)")
    case let (a, b):
        print("point \(a) \(b)")
    }
}
