struct Pair {
    var name: String
    var value: Int?
}
let p = Pair(name: "a", value: 1)
debugPrint(p)
print(p)
print("\(p)")
let q: Pair? = Pair(name: "b", value: nil)
print(q as Any)
