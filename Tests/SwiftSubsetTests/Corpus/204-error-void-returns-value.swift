func f() {
    return 1
}
