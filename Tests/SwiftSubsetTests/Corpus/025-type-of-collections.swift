print(type(of: [1, 2]))
print(type(of: ["a": 1]))
print(type(of: 1..<3))
print(type(of: 1...3))
let o: Int? = 1
print(type(of: o))
