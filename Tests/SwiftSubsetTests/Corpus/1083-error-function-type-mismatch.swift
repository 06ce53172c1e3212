func greet(_ name: String) -> String { "hi " + name }
let f: (Int) -> String = greet
print(f(1))
