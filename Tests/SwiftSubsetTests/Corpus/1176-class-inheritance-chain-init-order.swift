class A {
    init() { print("A.init") }
}
class B: A {
    override init() {
        print("B.init before super")
        super.init()
        print("B.init after super")
    }
}
_ = B()
