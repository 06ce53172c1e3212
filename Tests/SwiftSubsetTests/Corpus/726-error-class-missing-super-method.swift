class A {
    func hello() -> String { "hi" }
}
class B: A {
    override func hello() -> String { super.helo() }
}
