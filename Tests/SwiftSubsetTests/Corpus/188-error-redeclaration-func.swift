func f() {
    print("one")
}
func f() {
    print("two")
}
