func map(_ f: @escaping () -> Void) { f() }
class C {
    var n = 2
    func go() {
        print([1, 2].map { $0 * n })
        map { print(self.n) }
    }
}
C().go()
