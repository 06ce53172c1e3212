enum E: Error { case bad }
func g() throws -> Int { throw E.bad }
func h() {
    let v = try g()
    print(v)
}
