struct Counter {
    var n = 0
    mutating func bump(by k: Int = 1) -> Int { n += k; return n }
    mutating func reset() { n = 0 }
}
var c: Counter? = Counter()
print(c?.bump() as Any, c?.bump(by: 5) as Any)
c?.reset()
print(c as Any)
var table = ["a": Counter(n: 3)]
table["a"]?.bump(by: 2)
table["z"]?.bump()
print(table)
c = nil
print(c?.bump() as Any)
if c?.bump() == nil { print("no counter") }
