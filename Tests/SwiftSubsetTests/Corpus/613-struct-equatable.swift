struct Point: Equatable {
    var x: Int
    var y: Int
}
let a = Point(x: 1, y: 2)
let b = Point(x: 1, y: 2)
let c = Point(x: 2, y: 1)
print(a == b)
print(a == c)
print(a != c)
