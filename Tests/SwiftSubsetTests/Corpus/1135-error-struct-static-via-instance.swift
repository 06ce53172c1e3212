struct Counter {
    static var total = 0
}
let c = Counter()
print(c.total)
