func show() {
    print(value)
}
show()
