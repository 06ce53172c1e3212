// Closures: expression syntax, shorthand, operator methods, trailing closures, capture
let names = ["Zoe", "al", "Max", "bea"]
print(names.sorted(by: { (a: String, b: String) -> Bool in a < b }))
print(names.sorted { $0.lowercased() < $1.lowercased() })
print(names.sorted(by: >))
let lengths = names.map { name -> Int in name.count }
print(lengths)
func makeCounter(step: Int) -> () -> Int {
    var total = 0
    func next() -> Int { total += step; return total }
    return next
}
let byTwo = makeCounter(step: 2)
print(byTwo(), byTwo())
let other = makeCounter(step: 5)
print(other(), byTwo())
let alias = byTwo
print(alias())
let digitNames = [0: "zero", 1: "one", 2: "two"]
let spelled = [10, 21].map { (n) -> String in
    var n = n, out = ""
    repeat { out = digitNames[n % 10, default: "?"] + out; n /= 10 } while n > 0
    return out
}
print(spelled)
func twice(_ body: () -> Void) { body(); body() }
twice { print("tap") }
