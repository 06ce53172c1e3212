class A {}
class B: A {
    override func g() {}
}
