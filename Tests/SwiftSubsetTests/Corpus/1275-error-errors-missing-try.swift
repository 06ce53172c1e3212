enum E: Error { case bad }
func f() throws -> Int { throw E.bad }
let v = f()
