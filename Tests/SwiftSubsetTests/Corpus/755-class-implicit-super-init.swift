class A {
    var n = 1
    init() { print("A init"); n = 5 }
}
class B: A {
    var m = 0
    init(m: Int) {
        self.m = m
        print("B init")
    }
}
let b = B(m: 2)
print(b.n, b.m)
class C: A {
    override init() {
        super.init()
        n += 1
    }
}
print(C().n)
