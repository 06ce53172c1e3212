enum VendingMachineError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}
struct Item { var price: Int; var count: Int }
class VendingMachine {
    var inventory = ["Candy Bar": Item(price: 12, count: 7), "Chips": Item(price: 10, count: 4)]
    var coinsDeposited = 0
    func vend(itemNamed name: String) throws {
        guard let item = inventory[name] else {
            throw VendingMachineError.invalidSelection
        }
        guard item.count > 0 else {
            throw VendingMachineError.outOfStock
        }
        guard item.price <= coinsDeposited else {
            throw VendingMachineError.insufficientFunds(coinsNeeded: item.price - coinsDeposited)
        }
        coinsDeposited -= item.price
        var newItem = item
        newItem.count -= 1
        inventory[name] = newItem
        print("Dispensing \(name)")
    }
}
let vm = VendingMachine()
vm.coinsDeposited = 8
do {
    try vm.vend(itemNamed: "Candy Bar")
    print("Success! Yum.")
} catch VendingMachineError.invalidSelection {
    print("Invalid Selection.")
} catch VendingMachineError.outOfStock {
    print("Out of Stock.")
} catch VendingMachineError.insufficientFunds(let coinsNeeded) {
    print("Insufficient funds. Please insert an additional \(coinsNeeded) coins.")
} catch {
    print("Unexpected error: \(error).")
}
func f(_ x: Int) throws -> Int {
    defer { print("defer in f") }
    if x < 0 { throw VendingMachineError.outOfStock }
    return x * 2
}
print(try? f(-1) as Any, try? f(2) as Any)
print(try! f(3))
do {
    let v = try f(-2)
    print(v)
} catch let e as VendingMachineError {
    print("caught", e)
}
do { _ = try f(-3) } catch { print("error is", error) }
func g() {
    defer { print("g end") }
    print("g start")
}
g()
