protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct P: Named, Aged { var name = "p"; var age = 3 }
let things: [Any] = [P(), 5]
for t in things {
    if let x = t as? Named & Aged { print(x.name, x.age) } else { print("no") }
}
