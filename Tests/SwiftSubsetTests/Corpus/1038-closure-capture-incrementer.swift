func makeTicketDispenser(startingAt first: Int, step: Int) -> () -> Int {
    var next = first
    func dispense() -> Int {
        let ticket = next
        next += step
        return ticket
    }
    return dispense
}
let bakeryQueue = makeTicketDispenser(startingAt: 100, step: 1)
print(bakeryQueue())
print(bakeryQueue())
let evenQueue = makeTicketDispenser(startingAt: 2, step: 2)
print(evenQueue())
print(bakeryQueue())
print(evenQueue())
