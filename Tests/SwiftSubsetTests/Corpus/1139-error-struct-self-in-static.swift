struct S {
    var x = 1
    static func show() { print(x) }
}
