enum E: Error { case bad }
func f() {
    throw E.bad
}
