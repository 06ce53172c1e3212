enum Barcode {
    case qrCode(String)
}
let b = Barcode.qrCode
let c: Barcode = .qrCode()
