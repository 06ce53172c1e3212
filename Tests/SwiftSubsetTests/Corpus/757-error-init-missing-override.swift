class A {
    init() {}
}
class B: A {
    init() {
        super.init()
    }
}
