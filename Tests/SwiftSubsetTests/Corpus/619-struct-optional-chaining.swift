struct Address { var city: String }
struct Person { var address: Address? }
let p = Person(address: Address(city: "Seoul"))
let q = Person(address: nil)
print(p.address?.city ?? "none")
print(q.address?.city ?? "none")
