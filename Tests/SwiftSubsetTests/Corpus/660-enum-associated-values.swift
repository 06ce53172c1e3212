enum Barcode {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}
var product = Barcode.upc(8, 85909, 51226, 3)
print(product)
product = .qrCode("ABCDEFGHIJKLMNOP")
switch product {
case .upc(let numberSystem, let manufacturer, let item, let check):
    print("UPC: \(numberSystem), \(manufacturer), \(item), \(check).")
case .qrCode(let code):
    print("QR code: \(code).")
}
