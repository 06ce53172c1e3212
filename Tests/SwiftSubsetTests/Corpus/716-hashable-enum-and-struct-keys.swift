enum Fruit { case apple, pear }
var stock: [Fruit: Int] = [.apple: 3]
stock[.pear] = 5
stock[.apple, default: 0] += 1
print(stock[.apple] ?? 0, stock[.pear] ?? 0, stock.count)
struct Pt: Hashable { var x: Int; var y: Int }
var seen: Set<Pt> = []
seen.insert(Pt(x: 1, y: 2))
seen.insert(Pt(x: 1, y: 2))
print(seen.count, seen.contains(Pt(x: 1, y: 2)))
let names = [Pt(x: 0, y: 0): "origin"]
print(names[Pt(x: 0, y: 0)] ?? "?")
