// A guard binding may reuse a name declared earlier in the same scope, at the top level and in functions.
let number = 10
func parse(_ text: String) -> Int {
    guard let number = Int(text) else { return -1 }
    return number * 2
}
print(parse("21"), parse("x"), number)

let maybeName: String? = "Ada"
guard let maybeName = maybeName else { fatalError("no name") }
print(maybeName.count)

func clamp(_ input: Int?) -> Int {
    var value = 0
    value += 1
    guard var value = input else { return value }
    value = min(value, 100)
    return value
}
print(clamp(nil), clamp(7), clamp(500))

func pair(_ a: Int?, _ b: Int?) -> Int {
    guard let a = a, let a = b else { return 0 }
    return a
}
print(pair(1, 2), pair(nil, 3))
for word in ["4", "four"] {
    let parsed = 0
    guard let parsed = Int(word) else { print("skip", word, parsed); continue }
    print("got", parsed)
}
