enum BankError: Error {
    case insufficientFunds(needed: Int)
    case accountLocked
}
func withdraw(_ amount: Int, from balance: Int) throws -> Int {
    if amount > balance { throw BankError.insufficientFunds(needed: amount - balance) }
    return balance - amount
}
do {
    let left = try withdraw(50, from: 100)
    print("left \(left)")
    _ = try withdraw(80, from: left)
} catch BankError.insufficientFunds(let needed) {
    print("need \(needed) more")
} catch {
    print("other: \(error)")
}
