let prices = [2.5, 4.25, 1.0]
var total = 0.0
for p in prices {
    total += p
}
print("Total: \(total)")
