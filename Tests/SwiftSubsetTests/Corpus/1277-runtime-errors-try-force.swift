enum E: Error { case bad }
func f(_ ok: Bool) throws -> Int {
    if ok { return 1 }
    throw E.bad
}
print(try! f(true))
print(try! f(false))
