func greet(name: String) -> String { "Hi \(name)" }
let g = greet
print(g(name: "A"))
