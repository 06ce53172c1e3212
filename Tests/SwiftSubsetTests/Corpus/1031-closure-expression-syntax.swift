let cheeses = ["Gouda", "Brie", "Feta", "Comte", "Edam"]
let descending = cheeses.sorted(by: { (a: String, b: String) -> Bool in
    return a > b
})
print(descending)
