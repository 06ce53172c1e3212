struct Pair<A, B> {
    let first: A
    let second: B
}
let p = Pair(first: 1, second: "one")
print(p.first, p.second)
print(p)
print(type(of: p))
