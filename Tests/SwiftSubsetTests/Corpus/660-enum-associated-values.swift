enum Ticket {
    case seat(Int, Int, Int, Int)
    case pass(String)
}
var entry = Ticket.seat(3, 12, 40, 7)
print(entry)
entry = .pass("STAFF-ALL-AREAS")
switch entry {
case .seat(let gate, let row, let number, let check):
    print("Seat: gate \(gate), row \(row), seat \(number), check \(check).")
case .pass(let code):
    print("Pass: \(code).")
}
