enum Payment {
    case voucher(String)
}
let v = Payment.voucher
let p: Payment = .voucher()
