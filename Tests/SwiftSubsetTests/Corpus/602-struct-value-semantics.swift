struct Counter {
    var count = 0
}
var first = Counter()
var second = first
second.count = 10
print(first.count)
print(second.count)
