enum E: Error { case bad }
func f() throws {}
do {
    f()
} catch {
    print(error)
}
