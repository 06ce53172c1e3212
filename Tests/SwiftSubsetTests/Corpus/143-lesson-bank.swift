var balance = 100.0
let deposit = 25.5
let withdrawal = 40.0
balance += deposit
balance -= withdrawal
print("Balance: \(balance)")
