let raw = ["1", "x", "3"]
var parsed: [Int?] = []
for r in raw {
    parsed.append(Int(r))
}
print(parsed)
