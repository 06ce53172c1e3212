enum E: Error { case bad }
func g() throws -> Int { throw E.bad }
let y = g()
