enum E: Error { case bad }
func f() throws -> Int { throw E.bad }
func g() {
    let y: Int
    do {
        y = try f()
    } catch {
        print("failed")
    }
    print(y)
}
g()
