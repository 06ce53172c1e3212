enum E: Error { case bad }
func run(_ f: () throws -> Int) rethrows -> Int { try f() }
let h: () throws -> Int = { throw E.bad }
print((try? h()) as Any)
print(run { 5 })
do {
    print(try run { throw E.bad })
} catch {
    print("caught", error)
}
func twice(_ f: () throws -> Void) throws { try f(); try f() }
try? twice { print("x") }
