class Store {
    var items: [String] = [] {
        didSet { print("items now", items) }
    }
}
struct Adder {
    func add(_ words: [String], to list: inout [String]) {
        for w in words { list.append(w) }
    }
}
let s = Store()
Adder().add(["a", "b"], to: &s.items)
print(s.items.count)
