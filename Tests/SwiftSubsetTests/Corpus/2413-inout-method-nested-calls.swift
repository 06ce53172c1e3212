struct M {
    func f(_ a: inout Int, _ b: Int) -> Int { a += b; return a }
    func g(_ y: inout Int) -> Int { y *= 2; return y }
}
enum E: Error { case bad }
class C {
    var n = 0
    func t(_ x: inout Int) throws { x += 5; throw E.bad }
    func run() {
        var k = 1
        do { try t(&k) } catch { print("caught", k) }
        try? t(&n)
        print(n)
    }
}
var x = 1, y = 3
let m = M()
print(m.f(&x, m.g(&y)), x, y)
C().run()
var arr = [1, 2, 3]
print(m.f(&arr[0], arr.count), arr)
