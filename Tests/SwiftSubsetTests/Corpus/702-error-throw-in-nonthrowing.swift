enum E: Error { case bad }
func h() {
    throw E.bad
}
