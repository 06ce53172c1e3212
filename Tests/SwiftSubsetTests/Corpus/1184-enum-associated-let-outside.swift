enum Payment {
    case card(Int, Int, Int, Int)
    case voucher(String)
}
let paidWith = Payment.card(4, 1234, 5678, 9)
switch paidWith {
case let .card(network, first, second, check):
    print("Card : \(network), \(first), \(second), \(check).")
case let .voucher(code):
    print("Voucher: \(code).")
}
