class Counter {
    var count = 0
}
let c = Counter()
print(c.count)
