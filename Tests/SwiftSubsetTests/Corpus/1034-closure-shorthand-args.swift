let cheeses = ["Gouda", "Brie", "Feta", "Comte", "Edam"]
let descending = cheeses.sorted(by: { $0 > $1 })
print(descending)
