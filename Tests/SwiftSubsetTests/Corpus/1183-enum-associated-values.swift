enum Payment {
    case card(Int, Int, Int, Int)
    case voucher(String)
}
var paidWith = Payment.card(4, 1234, 5678, 9)
paidWith = .voucher("SPRING-25")
switch paidWith {
case .card(let network, let first, let second, let check):
    print("Card: \(network), \(first), \(second), \(check).")
case .voucher(let code):
    print("Voucher: \(code).")
}
