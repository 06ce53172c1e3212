let cheeses = ["Gouda", "Brie", "Feta", "Comte", "Edam"]
print(cheeses.sorted(by: >))
print([3, 1, 2].sorted(by: <))
