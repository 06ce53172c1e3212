let values = [4, 17, 9, 23, 5]
var largest = values[0]
for v in values {
    if v > largest {
        largest = v
    }
}
print("Largest: \(largest)")
