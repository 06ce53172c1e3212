enum E: Error { case bad }
func g() throws -> Int { throw E.bad }
print("before")
let y = try! g()
print(y)
