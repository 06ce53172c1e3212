struct Ticket {
    let number: Int
    init(counter: inout Int) {
        counter += 1
        number = counter
    }
}
var next = 0
let t = Ticket(counter: next)
print(t.number)
