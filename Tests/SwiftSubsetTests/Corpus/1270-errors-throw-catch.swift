enum VendingMachineError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}
func vend(_ item: String, coins: Int) throws -> String {
    guard item == "Chips" else { throw VendingMachineError.invalidSelection }
    guard coins >= 5 else { throw VendingMachineError.insufficientFunds(coinsNeeded: 5 - coins) }
    return item
}
do {
    let snack = try vend("Chips", coins: 3)
    print("Got \(snack)")
} catch VendingMachineError.invalidSelection {
    print("Invalid Selection.")
} catch VendingMachineError.outOfStock {
    print("Out of Stock.")
} catch VendingMachineError.insufficientFunds(let coinsNeeded) {
    print("Insufficient funds. Please insert an additional \(coinsNeeded) coins.")
} catch {
    print("Unexpected error: \(error).")
}
