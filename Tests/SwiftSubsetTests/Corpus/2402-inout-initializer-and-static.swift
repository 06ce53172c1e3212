struct Ticket {
    let number: Int
    init(counter: inout Int) {
        counter += 1
        number = counter
    }
    static func reset(_ c: inout Int) { c = 0 }
}
var next = 0
let a = Ticket(counter: &next)
let b = Ticket(counter: &next)
print(a.number, b.number, next)
Ticket.reset(&next)
print(next)
