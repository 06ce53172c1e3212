func f() {
    { print(1) }
}
