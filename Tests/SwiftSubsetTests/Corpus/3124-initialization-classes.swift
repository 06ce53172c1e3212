// Initialization: designated/convenience, two-phase, inheritance of inits, required, failable chains
class Food {
    var name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "[Unnamed]") }
}
class Recipe: Food {
    var qty: Int
    init(name: String, qty: Int) { self.qty = qty; super.init(name: name) }
    override convenience init(name: String) { self.init(name: name, qty: 1) }
}
class Item: Recipe {
    var bought = false
    var desc: String { "\(qty) x \(name)" + (bought ? " ✔" : " ✘") }
}
let list = [Item(), Item(name: "Bacon"), Item(name: "Eggs", qty: 6)]
list[0].name = "Juice"; list[0].bought = true
for i in list { print(i.desc) }
class Product {
    let name: String
    init?(name: String) { if name.isEmpty { return nil }; self.name = name }
}
class Cart: Product {
    let n: Int
    init?(name: String, n: Int) { if n < 1 { return nil }; self.n = n; super.init(name: name) }
}
print(Cart(name: "sock", n: 2)?.n as Any, Cart(name: "sock", n: 0) == nil, Cart(name: "", n: 1) == nil)
class Doc {
    var title: String?
    init() {}
    init?(title: String) { self.title = title; if title.isEmpty { return nil } }
}
class Auto: Doc {
    override init() { super.init(); title = "[Untitled]" }
    override init(title: String) { super.init(); self.title = title.isEmpty ? "[Untitled]" : title }
}
print(Auto(title: "").title ?? "", Doc(title: "") == nil)
class Req { var v: Int; required init(v: Int) { self.v = v } }
class ReqSub: Req { required init(v: Int) { super.init(v: v * 2) } }
print(ReqSub(v: 4).v)
