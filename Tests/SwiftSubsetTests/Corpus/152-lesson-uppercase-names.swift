let names = ["ana", "bo"]
var shouting: [String] = []
for n in names {
    shouting.append(n.uppercased())
}
print(shouting)
