let cheeses = ["Gouda", "Brie", "Feta", "Comte", "Edam"]
func zFirst(_ a: String, _ b: String) -> Bool {
    return a > b
}
var descending = cheeses.sorted(by: zFirst)
print(descending)
