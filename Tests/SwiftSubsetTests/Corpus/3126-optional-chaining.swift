// Optional Chaining: properties, methods, subscripts, multiple levels, assignment through chains
class Room { let name: String; init(_ n: String) { name = n } }
class Address { var street: String?; var number: String?
    func id() -> String? { if let n = number, let s = street { return "\(n) \(s)" }; return nil } }
class House { var rooms: [Room] = []; var address: Address?
    var count: Int { rooms.count }
    subscript(i: Int) -> Room { get { rooms[i] } set { rooms[i] = newValue } }
    func printCount() { print("rooms:", count) } }
class Person { var house: House? }
let p = Person()
print(p.house?.count as Any)
if p.house?.printCount() == nil { print("no print") }
p.house = House()
p.house?.rooms.append(Room("hall"))
print(p.house?.count ?? -1, p.house?[0].name ?? "")
p.house?[0] = Room("den")
print(p.house?[0].name as Any)
let a = Address(); a.street = "Elm"; a.number = "9"
p.house?.address = a
print(p.house?.address?.id() as Any, p.house?.address?.id()?.uppercased() as Any)
print(p.house?.address?.street?.count as Any)
var scores = ["ann": [1, 2], "bo": [3]]
scores["ann"]?[0] = 10
scores["bo"]?.append(4)
scores["cy"]?[0] = 5
print(scores["ann"]!, scores["bo"]!, scores["cy"] as Any)
