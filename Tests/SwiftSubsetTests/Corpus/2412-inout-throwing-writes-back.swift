enum Failure: Error { case bad }
struct Step {
    func run(_ x: inout Int) throws { x += 5; throw Failure.bad }
}
func runFree(_ x: inout Int) throws { x *= 3; throw Failure.bad }
final class Owner {
    var n = 0
    func go() {
        var k = 1
        do { try Step().run(&k) } catch { print("caught", k) }
        try? Step().run(&n)
        do { try runFree(&k) } catch { print("caught", k) }
        print(n, k)
    }
}
Owner().go()
var top = 2
do { try runFree(&top) } catch { print("top", top) }
