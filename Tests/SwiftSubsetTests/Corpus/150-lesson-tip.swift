let bill = 80.0
let tipPercent = 15.0
let tip = bill * tipPercent / 100
print("Tip: \(tip)")
print("Total: \(bill + tip)")
