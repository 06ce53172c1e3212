class Address { var street = "Main" }
class Residence {
    var numberOfRooms = 1
    var address: Address?
    func printNumberOfRooms() { print("The number of rooms is \(numberOfRooms)") }
}
class Person { var residence: Residence? }
let john = Person()
john.residence?.numberOfRooms = 5
print(john.residence?.numberOfRooms as Any)
if john.residence?.printNumberOfRooms() == nil { print("It was not possible to print the number of rooms.") }
john.residence = Residence()
john.residence?.numberOfRooms = 3
john.residence?.numberOfRooms += 1
john.residence?.printNumberOfRooms()
john.residence?.address = Address()
john.residence?.address?.street = "Oak"
print(john.residence?.address?.street ?? "none")
if let rooms = john.residence?.numberOfRooms { print("John's residence has \(rooms) room(s).") }
