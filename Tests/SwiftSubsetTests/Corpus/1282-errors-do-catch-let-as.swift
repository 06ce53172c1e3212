enum A: Error { case one }
enum B: Error { case two }
func f(_ n: Int) throws {
    if n == 1 { throw A.one }
    throw B.two
}
for n in [1, 2] {
    do {
        try f(n)
    } catch let e as A {
        print("A: \(e)")
    } catch {
        print("something else: \(error)")
    }
}
