enum E: Error { case bad }
func f() throws { throw E.bad }
print("before")
try f()
print("after")
