struct Box<T> { var v: T }
let b = Box(v: 1)
print(b, [b])
print(Box(v: "s"))
debugPrint(Box(v: [1]))
print(Box(v: [1]))
enum Maybe<W> { case none, some(W) }
print([Maybe<Int>.some(2)], Maybe<Int>.none)
