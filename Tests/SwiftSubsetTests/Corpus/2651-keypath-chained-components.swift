struct P { var name: String; var tags: [String] }
let ps = [P(name: "a", tags: ["x"]), P(name: "bb", tags: [])]
print(ps.map(\.name.count))
print(ps.map(\.tags.isEmpty))
print(ps.compactMap(\.tags.first))
print(ps.sorted { $0.name > $1.name }.map(\.name))
