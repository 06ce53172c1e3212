class A {
    func f() {}
}
class B: A {
    func f() {}
}
