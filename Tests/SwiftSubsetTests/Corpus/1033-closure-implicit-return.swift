let cheeses = ["Gouda", "Brie", "Feta", "Comte", "Edam"]
let shortestFirst = cheeses.sorted(by: { a, b in a.count < b.count || (a.count == b.count && a < b) })
print(shortestFirst)
