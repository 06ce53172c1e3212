enum E: Error { case bad }
func risky() throws { throw E.bad }
func caller() {
    try risky()
}
