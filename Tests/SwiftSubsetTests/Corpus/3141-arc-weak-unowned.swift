// Automatic Reference Counting: deinit timing, strong cycles broken with weak and unowned, closures
class Person {
    let name: String
    var flat: Flat?
    init(_ n: String) { name = n; print(n, "in") }
    deinit { print(name, "out") }
}
class Flat {
    let unit: String
    weak var tenant: Person?
    init(_ u: String) { unit = u }
    deinit { print("flat", unit, "gone") }
}
var ann: Person? = Person("ann")
var f: Flat? = Flat("4A")
ann!.flat = f
f!.tenant = ann
ann = nil
print(f?.tenant?.name ?? "empty")
f = nil
class Customer { let name: String; var card: Card?; init(_ n: String) { name = n }; deinit { print(name, "leaves") } }
class Card { let num: Int; unowned let owner: Customer; init(_ n: Int, _ o: Customer) { num = n; owner = o }; deinit { print("card", num, "shredded") } }
var bob: Customer? = Customer("bob")
bob!.card = Card(1234, bob!)
print(bob!.card!.owner.name)
bob = nil
class Tag {
    let name: String
    lazy var render: () -> String = { [unowned self] in "<\(self.name)>" }
    init(_ n: String) { name = n }
    deinit { print("tag", name, "freed") }
}
var t: Tag? = Tag("p")
print(t!.render())
t = nil
class Holder { var action: (() -> Void)?; deinit { print("holder freed") } }
var h: Holder? = Holder()
h!.action = { [weak h] in print(h == nil ? "no holder" : "holder") }
h!.action!()
h = nil
print("end")
