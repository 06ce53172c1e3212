func outer() {
    var n = 0
    func a() { n += 1 }
    func b() -> Int { a(); return n }
    print(b(), b())
}
outer()
