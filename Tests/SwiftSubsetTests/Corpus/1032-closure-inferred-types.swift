let cheeses = ["Gouda", "Brie", "Feta", "Comte", "Edam"]
let descending = cheeses.sorted(by: { a, b in return a > b })
print(descending)
