// Collection Types: sets and dictionaries
var tags: Set<String> = ["red", "blue"]
tags.insert("green")
print(tags.count, tags.contains("red"))
if let gone = tags.remove("blue") { print("removed", gone) }
let odd: Set = [1, 3, 5, 7], prime: Set = [2, 3, 5, 7]
print(odd.union(prime).sorted(), odd.intersection(prime).sorted())
print(odd.subtracting(prime).sorted(), odd.symmetricDifference(prime).sorted())
print(Set([3, 5]).isSubset(of: odd), odd.isDisjoint(with: [2, 4]), odd.isSuperset(of: [1]))
var capitals = ["FR": "Paris"]
capitals["JP"] = "Tokyo"
let old = capitals.updateValue("Lyon", forKey: "FR")
print(old ?? "none", capitals["FR"] ?? "?", capitals.count)
capitals["JP"] = nil
print(capitals)
if let r = capitals.removeValue(forKey: "FR") { print(r, capitals.isEmpty) }
let ages = ["zed": 30, "amy": 25, "bob": 41]
for k in ages.keys.sorted() { print(k, ages[k]!) }
print([Int](ages.values).sorted())
print(ages["none", default: 0])
