var total = 0
for i in 1...3 {
    let doubled = i * 2
    total += doubled
}
print(total)
